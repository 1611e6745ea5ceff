import { useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  JOB_POSTING_STATE_LABELS,
  JOB_POSTING_STATES,
  type JobPostingState,
} from '@perks/contract';
import { Search } from 'lucide-react';
import { ChoiceSelect } from '@/components/choice-select';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractText } from '@/lib/i18n/contract-text';
import type { PostingFilters } from '../../lib/job-postings-view';

export interface JobPostingsToolbarProps {
  filters: PostingFilters;
  onChange: (filters: PostingFilters) => void;
  businesses: Array<{ id: string; name: string }>;
}

/** Search (title, business, role) and the business, type and status filters. */
export function JobPostingsToolbar({ filters, onChange, businesses }: JobPostingsToolbarProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const set = (patch: Partial<PostingFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t`Search job postings`}
          placeholder={t`Search jobs, businesses, or roles...`}
          className="ps-9"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>
      <NativeSelect
        aria-label={t`Filter by business`}
        value={filters.business}
        onChange={(event) => set({ business: event.target.value })}
      >
        <option value="all">{t`All businesses`}</option>
        {businesses.map((business) => (
          <option key={business.id} value={business.id}>
            {business.name}
          </option>
        ))}
      </NativeSelect>
      <ChoiceSelect
        aria-label={t`Filter by type`}
        value={filters.employmentType}
        onChange={(event) => set({ employmentType: event.target.value as EmploymentType | 'all' })}
        noneValue="all"
        noneLabel={t`All types`}
        choices={EMPLOYMENT_TYPES}
        labelOf={(type) => tc(EMPLOYMENT_TYPE_LABELS[type])}
      />
      <ChoiceSelect
        aria-label={t`Filter by status`}
        value={filters.state}
        onChange={(event) => set({ state: event.target.value as JobPostingState | 'all' })}
        noneValue="all"
        noneLabel={t`All statuses`}
        choices={JOB_POSTING_STATES}
        labelOf={(state) => tc(JOB_POSTING_STATE_LABELS[state])}
      />
    </div>
  );
}
