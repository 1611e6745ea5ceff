import { Trans, useLingui } from '@lingui/react/macro';
import { GET_ALERTS_FOR_SEARCH } from '@perks/contract';
import Bell from 'lucide-react/icons/bell';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useJobAlerts } from '../api/list-job-alerts';
import { AlertEmailPanel } from '../components/alert-email-panel';
import { AlertItem } from '../components/alert-item';

/**
 * Route /alerts: the person's saved searches and their alerts (pause, change, delete, run), and
 * the address e-mail alerts go to with its confirmation state. New ones are made on /jobs.
 */
export function JobAlertsPage() {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Job alerts`);
  const button = tc(GET_ALERTS_FOR_SEARCH);
  const alerts = useJobAlerts();

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={<Trans>Job alerts</Trans>} tracking="tight" size="small">
        <Trans>Saved searches tell you when a new job matching them is posted, by e-mail or text.</Trans>
      </PageHeading>
      <QueryStates
        query={alerts}
        loading={<Trans>Loading your job alerts…</Trans>}
        failed={<Trans>Your job alerts could not be loaded.</Trans>}
      >
        {({ items, email }) => (
          <>
            {items.length === 0 ? (
              <EmptyState
                icon={Bell}
                title={<Trans>No job alerts yet</Trans>}
                hint={<Trans>Search the job board, then choose ‘{button}’.</Trans>}
                action={
                  <ButtonLink to="/jobs">
                    <Trans>Search jobs</Trans>
                  </ButtonLink>
                }
              />
            ) : (
              <section aria-labelledby="saved-searches-heading" className="space-y-4">
                <h2 id="saved-searches-heading" className="text-lg font-semibold">
                  <Trans>Saved searches</Trans>
                </h2>
                <ul className="space-y-4">
                  {items.map((alert) => (
                    <li key={alert.id}>
                      <AlertItem alert={alert} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <AlertEmailPanel email={email} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
