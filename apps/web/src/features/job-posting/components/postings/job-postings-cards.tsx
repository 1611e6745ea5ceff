import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPE_LABELS,
  JOB_POSTING_STATE_LABELS,
  jobPostingState,
  ROLE_TYPE_LABELS,
  salaryDisplay,
  type TManagedJob,
} from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractText } from '@/lib/i18n/contract-text';
import { businessName, type PostingSort } from '../../lib/job-postings-view';
import { JobRowActions } from './job-row-actions';
import { ApplicationsCount, PostedTime, STATE_BADGE, tipLine } from './posting-parts';

// The table's sortable columns, each way, as one choice: a phone has no column headers to tap.
const SORTS: Array<{ label: MessageDescriptor; sort: PostingSort }> = [
  { label: msg`Newest first`, sort: { key: 'posted_at', direction: 'desc' } },
  { label: msg`Oldest first`, sort: { key: 'posted_at', direction: 'asc' } },
  { label: msg`Job title, A to Z`, sort: { key: 'title', direction: 'asc' } },
  { label: msg`Job title, Z to A`, sort: { key: 'title', direction: 'desc' } },
  { label: msg`Business, A to Z`, sort: { key: 'business', direction: 'asc' } },
  { label: msg`Business, Z to A`, sort: { key: 'business', direction: 'desc' } },
];
const sortValue = ({ key, direction }: PostingSort) => `${key}:${direction}`;

export interface JobPostingsCardsProps {
  jobs: TManagedJob[];
  sort: PostingSort;
  onSortChange: (sort: PostingSort) => void;
  now?: Date;
}

/**
 * The postings on a phone: one card per job with what the table's row says, its actions menu
 * beside the title so it is never off-screen, and the table's sorting as a picker.
 */
export function JobPostingsCards({ jobs, sort, onSortChange, now = new Date() }: JobPostingsCardsProps) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  return (
    <div className="space-y-3">
      <NativeSelect
        aria-label={t`Sort job postings`}
        value={sortValue(sort)}
        onChange={(event) => {
          const chosen = SORTS.find((option) => sortValue(option.sort) === event.target.value);
          if (chosen) onSortChange(chosen.sort);
        }}
      >
        {SORTS.map((option) => (
          <option key={sortValue(option.sort)} value={sortValue(option.sort)}>
            {t(option.label)}
          </option>
        ))}
      </NativeSelect>
      <ul aria-label={t`Job postings`} className="space-y-3">
        {jobs.map((job) => {
          const state = jobPostingState(job, now);
          return (
            <li key={job.id} className="space-y-2 rounded-md border p-3 text-sm">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <h3 className="font-medium wrap-anywhere">{job.title}</h3>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    {tc(ROLE_TYPE_LABELS[job.role_type])}
                    <Badge variant={STATE_BADGE[state]}>{tc(JOB_POSTING_STATE_LABELS[state])}</Badge>
                    <Badge variant="secondary">{tc(EMPLOYMENT_TYPE_LABELS[job.employment_type])}</Badge>
                  </p>
                </div>
                <JobRowActions jobId={job.id} title={job.title} applications={job.application_count} />
              </div>
              <p className="wrap-anywhere">
                <span className="font-medium">{businessName(job)}</span>
                {job.business?.address && (
                  <span className="block text-xs text-muted-foreground">{job.business.address}</span>
                )}
              </p>
              <p>
                <span className="font-medium">{salaryDisplay(job, undefined, tc, i18n.locale)}</span>
                {job.is_tipped_role && (
                  <span className="block text-xs text-muted-foreground">{tc(tipLine(job))}</span>
                )}
              </p>
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
                <div className="flex items-center gap-1">
                  <dt>
                    <Trans>Applications:</Trans>
                  </dt>
                  <dd className="text-foreground">
                    <ApplicationsCount job={job} />
                  </dd>
                </div>
                <div className="flex items-center gap-1">
                  <dt>
                    <Trans>Posted:</Trans>
                  </dt>
                  <dd className="text-foreground">
                    <PostedTime job={job} state={state} now={now} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
