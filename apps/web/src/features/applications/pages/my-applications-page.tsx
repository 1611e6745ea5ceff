import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyApplications } from '../api/list-my-applications';
import { MyApplicationCard } from '../components/my-application-card';

/** Route /applications: the person's applications, newest first, each with its status. */
export function MyApplicationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My Applications`);
  const applications = useMyApplications();

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={<Trans>My Applications</Trans>} tracking="tight" size="small" />
      {applications.isPending ? (
        <LoadingNotice>
          <Trans>Loading your applications…</Trans>
        </LoadingNotice>
      ) : applications.isError ? (
        <LoadFailedNotice onRetry={() => applications.refetch()}>
          <Trans>Your applications could not be loaded.</Trans>
        </LoadFailedNotice>
      ) : applications.data.length === 0 ? (
        <div className="space-y-4 rounded-lg border p-6 text-center">
          <p className="font-medium">
            <Trans>No applications yet</Trans>
          </p>
          <ButtonLink to="/jobs">
            <Trans>Find Jobs</Trans>
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {applications.data.map((application) => (
            <li key={application.id} id={`application-${application.id}`} className="scroll-mt-20">
              <MyApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
