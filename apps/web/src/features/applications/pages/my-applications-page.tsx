import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/load-states';
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
      <QueryStates
        query={applications}
        loading={<Trans>Loading your applications…</Trans>}
        failed={<Trans>Your applications could not be loaded.</Trans>}
      >
        {(mine) =>
          mine.length === 0 ? (
            <EmptyState
              title={<Trans>No applications yet</Trans>}
              action={
                <ButtonLink to="/jobs">
                  <Trans>Find Jobs</Trans>
                </ButtonLink>
              }
            />
          ) : (
            <ul className="space-y-4">
              {mine.map((application) => (
                <li key={application.id} id={`application-${application.id}`} className="scroll-mt-20">
                  <MyApplicationCard application={application} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}
