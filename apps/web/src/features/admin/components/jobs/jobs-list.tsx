import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type TAdminJobListQuery,
  type TJob,
} from '@perks/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useAdminJobs } from '../../api/admin-jobs';
import { ListPager } from '../list-pager';
import { JobStatusBadge } from './job-status-badge';

// Admin searches wait for a pause in typing (docs/product.md, "Admin panel").
const SEARCH_DEBOUNCE_MS = 500;

interface JobsListProps {
  selectedId: string | null;
  onSelect: (job: TJob) => void;
}

/** Every job in any state: search, type, business and status filters, 20 a page, paging. */
export function JobsList({ selectedId, onSelect }: JobsListProps) {
  const [search, setSearch] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [employmentType, setEmploymentType] = useState<TAdminJobListQuery['employment_type'] | ''>('');
  const [status, setStatus] = useState<TAdminJobListQuery['status'] | ''>('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const debouncedBusiness = useDebouncedValue(businessName.trim(), SEARCH_DEBOUNCE_MS);
  const jobs = useAdminJobs({
    page,
    limit: 20,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(debouncedBusiness ? { business_name: debouncedBusiness } : {}),
    ...(employmentType ? { employment_type: employmentType } : {}),
    ...(status ? { status } : {}),
  });
  // A new search or filter starts again at page 1.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  let body: React.ReactNode;
  if (jobs.isPending) {
    body = <LoadingNotice className="py-6">Loading jobs...</LoadingNotice>;
  } else if (jobs.isError) {
    body = (
      <LoadFailedNotice className="py-4" onRetry={() => void jobs.refetch()}>
        Failed to load jobs.
      </LoadFailedNotice>
    );
  } else if (jobs.data.data.length === 0) {
    body = <p className="py-6 text-sm text-muted-foreground">No jobs match.</p>;
  } else {
    body = (
      <ul aria-label="Jobs" className="divide-y">
        {jobs.data.data.map((job) => (
          <li key={job.id}>
            <button
              type="button"
              aria-current={job.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(job)}
              className={cn(
                'flex w-full flex-col items-start gap-1 px-2 py-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                job.id === selectedId && 'bg-muted',
              )}
            >
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {job.title}
                <JobStatusBadge status={job.status} />
              </span>
              <span className="text-sm text-muted-foreground">
                {job.company} · {EMPLOYMENT_TYPE_LABELS[job.employment_type]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const list = jobs.data;
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search aria-hidden="true" className="absolute left-3 top-3 size-4 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search jobs by title or company"
          placeholder="Search title or company"
          className="pl-9"
          value={search}
          onChange={(event) => filtered(setSearch)(event.target.value)}
        />
      </div>
      <Input
        aria-label="Business name"
        placeholder="Business name"
        value={businessName}
        onChange={(event) => filtered(setBusinessName)(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-2">
        <NativeSelect
          aria-label="Employment type"
          value={employmentType}
          onChange={(event) => filtered(setEmploymentType)(event.target.value as typeof employmentType)}
        >
          <option value="">All types</option>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EMPLOYMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Job status"
          value={status}
          onChange={(event) => filtered(setStatus)(event.target.value as typeof status)}
        >
          <option value="">All statuses</option>
          {JOB_STATUSES.map((value) => (
            <option key={value} value={value}>
              {JOB_STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div aria-busy={jobs.isFetching}>{body}</div>
      {list && <ListPager label="Jobs pages" list={list} noun="jobs" onPage={setPage} />}
    </div>
  );
}
