import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '@/components/page-heading';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminAccessCard } from '../components/admin-access-card';
import { AdminTabs } from '../components/admin-tabs';

/** Route /admin: the admin panel (the route's guard already requires an admin; this holds if not). */
export function AdminPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Admin Panel`);
  const { isAdmin } = useAuth();
  if (!isAdmin) {
    return (
      <p role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <Trans>Access denied. You need administrator privileges to view this page.</Trans>
      </p>
    );
  }
  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-12">
      <PageHeading title={<Trans>Admin Panel</Trans>} tracking="tight">
        <Trans>Manage users, businesses, jobs and system operations.</Trans>
      </PageHeading>
      <AdminAccessCard />
      <AdminTabs />
    </section>
  );
}
