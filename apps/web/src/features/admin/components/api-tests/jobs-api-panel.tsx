import { Trans, useLingui } from '@lingui/react/macro';
import { EMPLOYMENT_TYPE_LABELS, UUID_PATTERN } from '@perks/contract';
import { CallLogTabs } from '@/components/call-log-views';
import { useContractText } from '@/lib/i18n/contract-text';
import { useCallLog } from '@/lib/use-call-log';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { fetchJobStatistics } from '../../api/get-job-statistics';
import { usePublicJobsProbe } from '../../api/list-public-jobs-probe';
import { JobsScreen } from '../jobs/jobs-screen';
import { ProbeCard } from './probe-card';
import { ProbeResult } from './probe-result';
import { useProbeOnOpen } from './use-probe';

const ENDPOINTS = ['GET /admin/jobs/statistics', 'GET /jobs'];
// Admin searches wait for a pause in typing (docs/product.md, "Admin panel").
const SEARCH_DEBOUNCE_MS = 500;

/**
 * Jobs API: the job statistics, the public jobs of the global business, searched only once the id
 * looks like a UUID (after a pause in typing), so half-typed ids cost no call, and the jobs list
 * with its detail and edit form (the same screen as the Jobs tab, on the same API).
 */
export function JobsApiPanel({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const tc = useContractText();
  const { log, record } = useCallLog();
  // The figures show in the jobs screen below; this call puts them in the Structured and Raw views.
  useProbeOnOpen(record, 'GET /admin/jobs/statistics', () => fetchJobStatistics());

  const debouncedId = useDebouncedValue(businessId.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = UUID_PATTERN.test(debouncedId);
  const publicJobs = usePublicJobsProbe(record, debouncedId, searchable);

  const visual = (
    <div className="space-y-4">
      <ProbeCard title={t`Public jobs of the global business`}>
        {!searchable ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Enter a business UUID as the global business ID to search.</Trans>
          </p>
        ) : (
          <ProbeResult
            probe={{
              isPending: publicJobs.isPending,
              error: publicJobs.error ? new Error(t`Failed to fetch public jobs`) : null,
              data: publicJobs.data,
            }}
            idle=""
          >
            {(page) =>
              page.data.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>This business has no live jobs.</Trans>
                </p>
              ) : (
                <ul className="divide-y text-sm" aria-label={t`Public jobs`}>
                  {page.data.map((job) => (
                    <li key={job.id} className="py-2">
                      <span className="font-medium">{job.title}</span> ·{' '}
                      {tc(EMPLOYMENT_TYPE_LABELS[job.employment_type])}
                    </li>
                  ))}
                </ul>
              )
            }
          </ProbeResult>
        )}
      </ProbeCard>
      <JobsScreen />
    </div>
  );

  return <CallLogTabs label={t`Jobs API`} endpoints={ENDPOINTS} log={log} visual={visual} />;
}
