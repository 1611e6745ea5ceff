import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_SORT_OPTIONS,
  ROLE_TYPE_LABELS,
  ROLE_TYPES,
} from '@perks/contract';
import { useId } from 'react';
import { SearchField } from '@/components/search-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

interface JobFilterValues {
  search: string;
  location: string;
  employmentType: string;
  tippedOnly: boolean;
  roleType: string;
  sort: string;
}

interface JobFiltersProps {
  values: JobFilterValues;
  /** The search box holds one character: it is not applied and the hint says why. */
  searchTooShort: boolean;
  onSearchChange(value: string): void;
  onLocationChange(value: string): void;
  onEmploymentTypeChange(value: string): void;
  onTippedOnlyChange(value: boolean): void;
  onRoleTypeChange(value: string): void;
  onSortChange(value: string): void;
}

/** The job list's filter bar: title search, type, tipped only, role, location and sort. */
export function JobFilters({ values, searchTooShort, ...on }: JobFiltersProps) {
  const id = useId();
  return (
    <section
      aria-label="Job filters"
      className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <SearchField
        id={`${id}-search`}
        label="Search job titles"
        placeholder="e.g. bartender, line cook"
        value={values.search}
        onChange={on.onSearchChange}
        tooShort={searchTooShort}
        className="sm:col-span-2 lg:col-span-1"
      />

      <div className="space-y-1.5">
        <label htmlFor={`${id}-location`} className="text-sm font-medium">
          Location
        </label>
        <Input
          id={`${id}-location`}
          placeholder="e.g. South Portland"
          value={values.location}
          onChange={(e) => on.onLocationChange(e.target.value)}
          autoComplete="off"
        />
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-sort`} className="text-sm font-medium">
          Sort by
        </label>
        <NativeSelect id={`${id}-sort`} value={values.sort} onChange={(e) => on.onSortChange(e.target.value)}>
          {JOB_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-type`} className="text-sm font-medium">
          Employment type
        </label>
        <NativeSelect
          id={`${id}-type`}
          value={values.employmentType}
          onChange={(e) => on.onEmploymentTypeChange(e.target.value)}
        >
          <option value="all">All types</option>
          {/* Every type a card can show, so each card's type can also be filtered on. */}
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EMPLOYMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          Role type
        </label>
        <NativeSelect
          id={`${id}-role`}
          value={values.roleType}
          onChange={(e) => on.onRoleTypeChange(e.target.value)}
        >
          <option value="all">All roles</option>
          {ROLE_TYPES.map((role) => (
            <option key={role} value={role}>
              {ROLE_TYPE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="flex items-end">
        <label
          htmlFor={`${id}-tipped`}
          className="flex h-10 w-full cursor-pointer items-center gap-3 rounded-md border border-input px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            id={`${id}-tipped`}
            type="checkbox"
            className="size-4 accent-primary"
            checked={values.tippedOnly}
            onChange={(e) => on.onTippedOnlyChange(e.target.checked)}
          />
          Tipped roles only
        </label>
      </div>
    </section>
  );
}
