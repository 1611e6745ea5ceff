import { useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type TAdminJobListQuery,
  type TJob,
} from '@perks/contract';
import { useState } from 'react';
import { FilterSelect } from '@/components/choice-select';
import { SearchField } from '@/components/search-field';
import { Input } from '@/components/ui/input';
import { useContractText } from '@/lib/i18n/contract-text';
import { useAdminJobs } from '../../api/list-jobs';
import { type ListSelection, SelectableList, useFilteredPage, useTypedSearch } from '../selectable-list';
import { JobStatusBadge, JobVisibilityBadge } from './job-status-badge';

/** Every job in any state: search, type, business and status filters, 20 a page, paging. */
export function JobsList(selection: ListSelection<TJob>) {
  const { t } = useLingui();
  const tc = useContractText();
  const [search, setSearch, debouncedSearch] = useTypedSearch();
  const [businessName, setBusinessName, debouncedBusiness] = useTypedSearch();
  const [employmentType, setEmploymentType] = useState<
    NonNullable<TAdminJobListQuery['employment_type']> | ''
  >('');
  const [status, setStatus] = useState<NonNullable<TAdminJobListQuery['status']> | ''>('');
  const { page, setPage, filtered } = useFilteredPage();
  const jobs = useAdminJobs({
    page,
    limit: 20,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(debouncedBusiness ? { business_name: debouncedBusiness } : {}),
    ...(employmentType ? { employment_type: employmentType } : {}),
    ...(status ? { status } : {}),
  });

  return (
    <div className="space-y-3">
      <SearchField
        id="admin-jobs-search"
        label={t`Search jobs by title or company`}
        hideLabel
        placeholder={t`Search title or company`}
        value={search}
        onChange={filtered(setSearch)}
        tooShort={false}
      />
      <Input
        aria-label={t`Business name`}
        placeholder={t`Business name`}
        value={businessName}
        onChange={(event) => filtered(setBusinessName)(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-2">
        <FilterSelect
          label={t`Employment type`}
          all={t`All types`}
          choices={EMPLOYMENT_TYPES}
          labelOf={(type) => tc(EMPLOYMENT_TYPE_LABELS[type])}
          value={employmentType}
          onChoose={filtered(setEmploymentType)}
        />
        <FilterSelect
          label={t`Job status`}
          all={t`All statuses`}
          choices={JOB_STATUSES}
          labelOf={(value) => tc(JOB_STATUS_LABELS[value])}
          value={status}
          onChoose={filtered(setStatus)}
        />
      </div>
      <SelectableList
        query={jobs}
        noun="jobs"
        {...selection}
        onPage={setPage}
        renderTitle={(job) => (
          <>
            {job.title}
            <JobStatusBadge status={job.status} />
            <JobVisibilityBadge job={job} />
          </>
        )}
        renderDetail={(job) => (
          <>
            {job.company} · {tc(EMPLOYMENT_TYPE_LABELS[job.employment_type])}
          </>
        )}
      />
    </div>
  );
}
