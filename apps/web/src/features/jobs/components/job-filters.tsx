import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_SORT_OPTIONS,
  MIN_PAY_PATTERN,
  type RequiredCertificateKind,
  ROLE_TYPE_LABELS,
  ROLE_TYPES,
  type WorkLanguage,
} from '@perks/contract';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractText } from '@/lib/i18n/contract-text';
import { SORT_PARAM } from '../lib/job-search-params';
import { RequiredCertificatesFilter } from './required-certificates-filter';
import { WorkLanguagesFilter } from './work-languages-filter';

interface JobFilterValues {
  search: string;
  location: string;
  minPay: string;
  employmentType: string;
  tippedOnly: boolean;
  roleType: string;
  sort: string;
  languages: readonly WorkLanguage[];
  certificates: readonly RequiredCertificateKind[];
}

interface JobFiltersProps {
  values: JobFilterValues;
  /** How many filters narrow the list now, shown on the phone's 'Filters (n)'. */
  activeCount: number;
  /** The search box holds one character: it is not applied and the hint says why. */
  searchTooShort: boolean;
  /** 'Show results' (or Enter in a box) in the browser: apply the text boxes now, without a reload. */
  onSubmit(): void;
  onSearchChange(value: string): void;
  onLocationChange(value: string): void;
  onMinPayChange(value: string): void;
  onEmploymentTypeChange(value: string): void;
  onTippedOnlyChange(value: boolean): void;
  onRoleTypeChange(value: string): void;
  onSortChange(value: string): void;
  onLanguagesChange(value: WorkLanguage[]): void;
  onCertificatesChange(value: RequiredCertificateKind[]): void;
  /** The place and radius fields (a ZIP code, 'Near me'), drawn with the form's id prefix. */
  place?: (id: string) => ReactNode;
}

/**
 * The job list's filter bar: title search, location, place and distance, minimum pay, sort, type, role,
 * tipped only, languages and certificates. It is a
 * real GET form on /jobs whose fields carry the URL's names, so without JavaScript the browser
 * submits it and the server renders the filtered list; with it, each change applies at once.
 * On a phone the fields fold into one 'Filters (n)' disclosure (a native <details>, which opens
 * without scripts) whose 'Show results' stays at the bottom of the screen while it is open; from
 * `sm` up the fields always show (docs/decisions/059-jobs-without-javascript-and-phone-filters.md).
 */
export function JobFilters({ values, activeCount, searchTooShort, onSubmit, place, ...on }: JobFiltersProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const panel = useRef<HTMLDetailsElement>(null);

  // Browsers from before `::details-content` (Safari < 18.4, Firefox < 143) cannot show a closed
  // panel's fields on a wide screen from CSS: they keep the summary there, and with scripts the
  // panel starts open.
  useEffect(() => {
    if (CSS.supports?.('selector(::details-content)')) return;
    if (panel.current && window.matchMedia?.('(min-width: 40rem)').matches) panel.current.open = true;
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
    // The results are under the panel: fold it so they are what the phone shows.
    if (panel.current) panel.current.open = false;
  };

  return (
    <form method="get" action="/jobs" aria-label={t`Job filters`} onSubmit={submit}>
      <details
        ref={panel}
        className="group rounded-lg border bg-card shadow-sm sm:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {activeCount > 0 ? <Trans>Filters ({activeCount})</Trans> : <Trans>Filters</Trans>}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>

        <div className="grid gap-4 border-t p-4 sm:grid-cols-2 sm:border-t-0 lg:grid-cols-3">
          <SearchField
            id={`${id}-search`}
            name="title_search"
            label={t`Search job titles`}
            placeholder={t`e.g. bartender, line cook`}
            value={values.search}
            onChange={on.onSearchChange}
            tooShort={searchTooShort}
            className="sm:col-span-2 lg:col-span-1"
          />

          <div className="space-y-1.5">
            <label htmlFor={`${id}-location`} className="text-sm font-medium">
              <Trans>Location</Trans>
            </label>
            <Input
              id={`${id}-location`}
              name="location"
              placeholder={t`e.g. South Portland`}
              value={values.location}
              onChange={(e) => on.onLocationChange(e.target.value)}
              autoComplete="off"
            />
          </div>

          {place?.(`${id}-place`)}

          <div className="space-y-1.5">
            <label htmlFor={`${id}-min-pay`} className="text-sm font-medium">
              <Trans>Minimum pay</Trans>
            </label>
            {/* Text, not a number box: the contract's pattern checks it without scripts, as the API reads it. */}
            <Input
              id={`${id}-min-pay`}
              name="min_pay"
              inputMode="decimal"
              pattern={MIN_PAY_PATTERN}
              placeholder={t`e.g. 18`}
              aria-describedby={`${id}-min-pay-hint`}
              value={values.minPay}
              onChange={(e) => on.onMinPayChange(e.target.value)}
              autoComplete="off"
            />
            <p id={`${id}-min-pay-hint`} className="text-sm text-muted-foreground">
              <Trans>Dollars an hour, tips included</Trans>
            </p>
          </div>

          <div className="space-y-1.5">
            <label htmlFor={`${id}-sort`} className="text-sm font-medium">
              <Trans>Sort by</Trans>
            </label>
            <NativeSelect
              id={`${id}-sort`}
              name={SORT_PARAM}
              value={values.sort}
              onChange={(e) => on.onSortChange(e.target.value)}
            >
              {JOB_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {tc(option.label)}
                </option>
              ))}
            </NativeSelect>
          </div>

          <div className="space-y-1.5">
            <label htmlFor={`${id}-type`} className="text-sm font-medium">
              <Trans>Employment type</Trans>
            </label>
            {/* Every type a card can show, so each card's type can also be filtered on. */}
            <ChoiceSelect
              id={`${id}-type`}
              name="employment_type"
              value={values.employmentType}
              onChange={(e) => on.onEmploymentTypeChange(e.target.value)}
              noneValue="all"
              noneLabel={t`All types`}
              choices={EMPLOYMENT_TYPES}
              labelOf={(type) => tc(EMPLOYMENT_TYPE_LABELS[type])}
            />
          </div>

          <div className="space-y-1.5">
            <label htmlFor={`${id}-role`} className="text-sm font-medium">
              <Trans>Role type</Trans>
            </label>
            <ChoiceSelect
              id={`${id}-role`}
              name="role_type"
              value={values.roleType}
              onChange={(e) => on.onRoleTypeChange(e.target.value)}
              noneValue="all"
              noneLabel={t`All roles`}
              choices={ROLE_TYPES}
              labelOf={(role) => tc(ROLE_TYPE_LABELS[role])}
            />
          </div>

          <div className="flex items-end">
            <label
              htmlFor={`${id}-tipped`}
              className="flex h-10 w-full cursor-pointer items-center gap-3 rounded-md border border-input px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                id={`${id}-tipped`}
                name="is_tipped_role"
                value="true"
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.tippedOnly}
                onChange={(e) => on.onTippedOnlyChange(e.target.checked)}
              />
              <Trans>Tipped roles only</Trans>
            </label>
          </div>

          <WorkLanguagesFilter
            id={`${id}-languages`}
            value={values.languages}
            onChange={on.onLanguagesChange}
          />

          <RequiredCertificatesFilter
            id={`${id}-certificates`}
            value={values.certificates}
            onChange={on.onCertificatesChange}
          />

          {/* Sticky: however long the open panel, its button is on the phone's screen. Wider
              screens apply each change at once, so they need it only without JavaScript. */}
          <div className="sticky bottom-0 -mx-4 -mb-4 border-t bg-card p-4 sm:static sm:col-span-full sm:m-0 sm:flex sm:justify-end sm:border-t-0 sm:p-0 sm:[@media(scripting:enabled)]:hidden">
            <Button type="submit" className="w-full sm:w-auto">
              <Trans>Show results</Trans>
            </Button>
          </div>
        </div>
      </details>
    </form>
  );
}
