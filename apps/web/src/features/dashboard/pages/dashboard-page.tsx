import { useLingui } from '@lingui/react/macro';
import { NewApplications } from '@/features/applications';
import { useAuth } from '@/features/auth';
import { BusinessSetupCard } from '@/features/business-setup';
import { managesAnyBusiness, useUserBusinesses } from '@/features/businesses';
import { JobPostingsPanel } from '@/features/job-posting';
import { MembershipStatus } from '@/features/membership';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BusinessOverview } from '../components/business-overview';
import { DashboardHeader } from '../components/dashboard-header';
import { QuickActions } from '../components/quick-actions';
import { RecentActivity } from '../components/recent-activity';
import { WorkerActivity } from '../components/worker-activity';

/**
 * Route /dashboard (docs/product.md, "Dashboard"): the signed-in home, shaped by role and
 * memberships.
 */
export function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const auth = useAuth();
  const memberships = useUserBusinesses(auth.status === 'signed-in');

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <DashboardHeader />
      <MembershipStatus />
      {/* An admin is offered no business of their own; one who has one sees its steps. */}
      {(!auth.isAdmin || managesAnyBusiness(memberships.data)) && <BusinessSetupCard />}
      <QuickActions />
      {managesAnyBusiness(memberships.data) && <NewApplications />}
      {managesAnyBusiness(memberships.data) && <JobPostingsPanel />}
      {auth.role === 'business_owner' && <BusinessOverview />}
      {auth.role === 'worker' && <WorkerActivity user={auth.user} />}
      <RecentActivity />
    </div>
  );
}
