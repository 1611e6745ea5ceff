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
import { MessagesCard } from '../components/messages-card';
import { QuickActions } from '../components/quick-actions';
import { RecentActivity } from '../components/recent-activity';
import { WorkerActivity } from '../components/worker-activity';

/**
 * Route /dashboard (docs/product.md, "Dashboard"): the signed-in home, shaped by role and
 * memberships. What the person came for comes first (their business's setup, applicants and
 * job postings; their card; their applications and saved jobs); the shortcuts to everywhere else
 * are folded under 'Quick Actions', so a phone reaches the postings without scrolling past them.
 */
export function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const auth = useAuth();
  const memberships = useUserBusinesses(auth.status === 'signed-in');
  const runsBusiness = managesAnyBusiness(memberships.data);
  // An admin is offered no business of their own; one who has one sees its steps. For someone
  // who runs one they come first; for anyone else the offer to set one up waits below their own.
  const setup = (!auth.isAdmin || runsBusiness) && <BusinessSetupCard />;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <DashboardHeader />
      <MessagesCard />
      {runsBusiness && setup}
      {runsBusiness && <NewApplications />}
      {runsBusiness && <JobPostingsPanel />}
      <MembershipStatus />
      {auth.role === 'worker' && <WorkerActivity user={auth.user} />}
      {!runsBusiness && setup}
      {auth.role === 'business_owner' && <BusinessOverview />}
      <QuickActions />
      <RecentActivity />
    </div>
  );
}
