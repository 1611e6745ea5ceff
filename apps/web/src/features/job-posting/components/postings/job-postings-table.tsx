import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { businessName, type PostingSort, type PostingSortKey } from '../../lib/job-postings-view';
import { JobRowActions } from './job-row-actions';
import type { PostingsViewProps } from './posting-parts';
import { ApplicationsCount, PostedTime, RoleAndState, usePostingRows } from './posting-parts';

function SortableHead({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: PostingSortKey;
  sort: PostingSort;
  onSort: (column: PostingSortKey) => void;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-ms-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </TableHead>
  );
}

export interface JobPostingsTableProps extends PostingsViewProps {
  onSort: (column: PostingSortKey) => void;
}

/** One row per posting; Job Title, Business and Posted sort. */
export function JobPostingsTable({ jobs, sort, onSort, now = new Date() }: JobPostingsTableProps) {
  const { t } = useLingui();
  const rows = usePostingRows(jobs, now);
  return (
    <Table className="min-w-[56rem]">
      <TableHeader>
        <TableRow highlight={false}>
          <SortableHead label={t`Job Title`} column="title" sort={sort} onSort={onSort} />
          <SortableHead label={t`Business`} column="business" sort={sort} onSort={onSort} />
          <TableHead>
            <Trans>Type</Trans>
          </TableHead>
          <TableHead>
            <Trans>Salary</Trans>
          </TableHead>
          <TableHead>
            <Trans>Applications</Trans>
          </TableHead>
          <SortableHead label={t`Posted`} column="posted_at" sort={sort} onSort={onSort} />
          {/* Pinned to the right edge: in a window narrower than the table the actions stay in reach. */}
          <TableHead className="sticky end-0 bg-card">
            <Trans>Actions</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ job, state, type, salary, tips }) => (
          <TableRow key={job.id}>
            <TableCell>
              <p className="font-medium">{job.title}</p>
              <RoleAndState job={job} state={state} />
            </TableCell>
            <TableCell>
              <p className="font-medium">{businessName(job)}</p>
              {job.business?.address && (
                <p className="mt-1 text-xs text-muted-foreground">{job.business.address}</p>
              )}
            </TableCell>
            <TableCell>
              <Badge variant="secondary">{type}</Badge>
            </TableCell>
            <TableCell>
              <p className="font-medium">{salary}</p>
              {tips && <p className="mt-1 text-xs text-muted-foreground">{tips}</p>}
            </TableCell>
            <TableCell>
              <ApplicationsCount job={job} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <PostedTime job={job} state={state} now={now} />
            </TableCell>
            <TableCell className="sticky end-0 bg-card">
              <JobRowActions jobId={job.id} title={job.title} applications={job.application_count} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
