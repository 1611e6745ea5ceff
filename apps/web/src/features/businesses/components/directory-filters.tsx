import { Trans, useLingui } from '@lingui/react/macro';
import {
  BUSINESS_CITIES,
  BUSINESS_CITY_LABELS,
  BUSINESS_INDUSTRIES,
  BUSINESS_INDUSTRY_LABELS,
  BUSINESS_SORT_FIELDS,
  BUSINESS_SORT_LABELS,
  COMPANY_SIZE_FILTERS,
  type CompanySizeFilter,
} from '@perks/contract';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useContractText } from '@/lib/i18n/contract-text';
import type { DirectoryView } from '../lib/directory-summary';

interface DirectoryFiltersProps {
  values: DirectoryView;
  searchTooShort: boolean;
  onSearchChange(value: string): void;
  onHiringNowChange(value: boolean): void;
  onFavoritesOnlyChange(value: boolean): void;
  onSizeChange(value: CompanySizeFilter): void;
  onIndustryChange(value: string): void;
  onCityChange(value: string): void;
  onSortChange(value: string): void;
  /** 'Clear Filters': everything but the search. */
  onClear(): void;
  /** The place and radius fields (a ZIP code, 'Near me'), drawn with the section's id prefix. */
  place?: (id: string) => ReactNode;
}

function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

/** The directory's search, checkboxes, size buttons and collapsible advanced filters. */
export function DirectoryFilters({ values, searchTooShort, place, ...on }: DirectoryFiltersProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const [advancedOpen, setAdvancedOpen] = useState(
    values.industry !== 'all' || values.city !== 'all' || values.sortBy !== 'name',
  );
  return (
    <section aria-label={t`Business filters`} className="space-y-4 rounded-lg border bg-card p-4 shadow-sm">
      <SearchField
        id={`${id}-search`}
        label={t`Search businesses`}
        hideLabel
        placeholder={t`Search by business name, industry, or keywords... (min 2 chars)`}
        value={values.search}
        onChange={on.onSearchChange}
        tooShort={searchTooShort}
      />

      {place && <div className="grid gap-4 sm:grid-cols-2">{place(`${id}-place`)}</div>}

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <CheckboxField
          id={`${id}-hiring`}
          label={t`Hiring Now`}
          checked={values.hiringNow}
          onChange={on.onHiringNowChange}
        />
        <CheckboxField
          id={`${id}-favorites`}
          label={t`Favorites Only`}
          checked={values.favoritesOnly}
          onChange={on.onFavoritesOnlyChange}
        />
      </div>

      <fieldset>
        <legend className="sr-only">
          <Trans>Business size</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {COMPANY_SIZE_FILTERS.map((option) => (
            <Button
              key={option.value}
              type="button"
              size="sm"
              variant={values.size === option.value ? 'default' : 'outline'}
              aria-pressed={values.size === option.value}
              onClick={() => on.onSizeChange(option.value)}
            >
              {tc(option.label)}
            </Button>
          ))}
        </div>
      </fieldset>

      <div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={advancedOpen}
          aria-controls={`${id}-advanced`}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          <Trans>Advanced Filters</Trans>
          <ChevronDown aria-hidden="true" className={advancedOpen ? 'rotate-180' : undefined} />
        </Button>
        {advancedOpen && (
          <div id={`${id}-advanced`} className="mt-3 grid gap-4 sm:grid-cols-3">
            <div className="space-y-1.5">
              <label htmlFor={`${id}-industry`} className="text-sm font-medium">
                <Trans>Industry</Trans>
              </label>
              <ChoiceSelect
                id={`${id}-industry`}
                value={values.industry}
                onChange={(e) => on.onIndustryChange(e.target.value)}
                noneValue="all"
                noneLabel={t`All industries`}
                choices={BUSINESS_INDUSTRIES}
                labelOf={(industry) => tc(BUSINESS_INDUSTRY_LABELS[industry] ?? industry)}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-sort`} className="text-sm font-medium">
                <Trans>Sort By</Trans>
              </label>
              <ChoiceSelect
                id={`${id}-sort`}
                value={values.sortBy}
                onChange={(e) => on.onSortChange(e.target.value)}
                choices={BUSINESS_SORT_FIELDS}
                labelOf={(field) => tc(BUSINESS_SORT_LABELS[field] ?? field)}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-city`} className="text-sm font-medium">
                <Trans>Location</Trans>
              </label>
              <ChoiceSelect
                id={`${id}-city`}
                value={values.city}
                onChange={(e) => on.onCityChange(e.target.value)}
                noneValue="all"
                noneLabel={t`All locations`}
                choices={BUSINESS_CITIES}
                labelOf={(city) => tc(BUSINESS_CITY_LABELS[city] ?? city)}
              />
            </div>
            <div className="sm:col-span-3">
              <Button type="button" variant="outline" size="sm" onClick={on.onClear}>
                <Trans>Clear Filters</Trans>
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
