import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { businessName, type PostingSort } from '../../lib/job-postings-view';
import { JobRowActions } from './job-row-actions';
import type { PostingsViewProps } from './posting-parts';
import { ApplicationsCount, PostedTime, RoleAndState, usePostingRows } from './posting-parts';

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

export interface JobPostingsCardsProps extends PostingsViewProps {
  onSortChange: (sort: PostingSort) => void;
}

/**
 * The postings on a phone: one card per job with what the table's row says, its actions menu
 * beside the title so it is never off-screen, and the table's sorting as a picker.
 */
export function JobPostingsCards({ jobs, sort, onSortChange, now = new Date() }: JobPostingsCardsProps) {
  const { t } = useLingui();
  const rows = usePostingRows(jobs, now);
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
        {rows.map(({ job, state, type, salary, tips }) => (
          <li key={job.id} className="space-y-2 rounded-md border p-3 text-sm">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <h3 className="font-medium wrap-anywhere">{job.title}</h3>
                <RoleAndState job={job} state={state}>
                  <Badge variant="secondary">{type}</Badge>
                </RoleAndState>
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
              <span className="font-medium">{salary}</span>
              {tips && <span className="block text-xs text-muted-foreground">{tips}</span>}
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
        ))}
      </ul>
    </div>
  );
}
