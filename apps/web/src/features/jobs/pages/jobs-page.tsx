import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_JOB_SORT,
  DEFAULT_RADIUS_MILES,
  jobSortOption,
  readMinPay,
  SEARCH_MIN_LENGTH,
  type TJobListFilters,
} from '@perks/contract';
import { type ComponentType, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PlaceFilter } from '@/components/place-filter';
import { useAuth } from '@/features/auth';
import { refusedFieldMessage } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDevicePosition } from '@/lib/use-device-position';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type TextToParam, useUrlTextBox, zipCodeParam } from '@/lib/use-url-text-box';
import { useJobs } from '../api/list-jobs';
import { JobFilters } from '../components/job-filters';
import { JobList, type JobSaveControl } from '../components/job-list';
import {
  activeFilterCount,
  type FilterParam,
  filtersFromParams,
  jobListHref,
  paramsWithFilters,
  type SORT_PARAM,
} from '../lib/job-search-params';

// A one-letter search is not applied (the box's hint says why); an empty box clears the filter.
const searchParam: TextToParam = (text) =>
  text.length === 0 || text.length >= SEARCH_MIN_LENGTH ? text : null;
// An amount applies as the number it is ('18.50' as 18.5); 0 clears the floor; a half-typed or
// refused amount waits (the box's own checks say why).
const minPayParam: TextToParam = (text) => {
  const amount = readMinPay(text);
  return amount === null ? null : amount === undefined ? '' : String(amount);
};

interface JobsPageProps {
  saveControl?: JobSaveControl;
  /** Shown under the filters, given the URL's filters ('Get alerts for this search'). */
  searchAction?: ComponentType<{ filters: TJobListFilters }>;
}

/**
 * Route /jobs: the public job list with its filters in the URL. The saved jobs' heart on each card
 * and the job alerts' button under the filters come from other features, handed in by
 * `app/pages/jobs-page.tsx`.
 */
export function JobsPage({ saveControl, searchAction: SearchAction }: JobsPageProps) {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Jobs`);
  const { initialised } = useAuth();
  const [params, setParams] = useSearchParams();
  const near = useDevicePosition();
  const filters = useMemo(() => filtersFromParams(params, near.position), [params, near.position]);
  const jobs = useJobs(filters, { enabled: initialised });
  const refused = refusedFieldMessage(jobs.error, 'zip');
  const refusedZip = refused && tc(refused);

  const update = (
    changes: Partial<Record<FilterParam | typeof SORT_PARAM | 'page', string | boolean | number | null>>,
    replace = false,
  ) => setParams((current) => paramsWithFilters(current, changes), { replace });

  const search = useUrlTextBox('title_search', searchParam);
  const location = useUrlTextBox('location');
  const minPay = useUrlTextBox('min_pay', minPayParam);
  const zip = useUrlTextBox('zip', zipCodeParam);
  const searchTooShort = searchParam(search.text.trim()) === null;

  // 'Show results' or Enter: the text boxes apply now rather than after the pause.
  const applyTextNow = () => {
    const changes: Partial<Record<FilterParam, string>> = {};
    for (const [name, box] of [
      ['title_search', search],
      ['location', location],
      ['min_pay', minPay],
      ['zip', zip],
    ] as const) {
      const value = box.applyNow();
      if (value !== null) changes[name] = value;
    }
    update(changes);
  };

  const sort = jobSortOption(filters.sort_by, filters.sort_order);
  const page = filters.page ?? 1;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Jobs</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>Hospitality jobs in Portland, Maine with the pay, tips and schedule up front.</Trans>
        </p>
      </header>

      <JobFilters
        values={{
          search: search.text,
          location: location.text,
          minPay: minPay.text,
          employmentType: filters.employment_type ?? 'all',
          tippedOnly: filters.is_tipped_role === true,
          roleType: filters.role_type ?? 'all',
          sort: sort.value,
          languages: filters.languages ?? [],
          certificates: filters.certificates ?? [],
        }}
        activeCount={activeFilterCount(filters)}
        searchTooShort={searchTooShort}
        onSubmit={applyTextNow}
        onSearchChange={search.setText}
        onLocationChange={location.setText}
        onMinPayChange={minPay.setText}
        onEmploymentTypeChange={(value) => update({ employment_type: value })}
        onTippedOnlyChange={(value) => update({ is_tipped_role: value ? 'true' : null })}
        onRoleTypeChange={(value) => update({ role_type: value })}
        onLanguagesChange={(codes) => update({ languages: codes.join(',') || null })}
        onCertificatesChange={(kinds) => update({ certificates: kinds.join(',') || null })}
        place={(id) => (
          <PlaceFilter
            id={id}
            zip={zip.text}
            radius={filters.radius}
            near={near.state}
            zipError={refusedZip}
            onZipChange={(value) => {
              // A typed ZIP code takes over from the device's position.
              if (value.trim()) near.clear();
              zip.setText(value);
            }}
            // The default radius stays out of the URL, so a search has one address.
            onRadiusChange={(miles) => update({ radius: miles === DEFAULT_RADIUS_MILES ? null : miles })}
            onNearMe={() => {
              zip.setText('');
              update({ zip: null });
              near.locate();
            }}
            onNearMeOff={near.clear}
          />
        )}
        onSortChange={(value) => {
          // The default sort stays out of the URL, so the plain list has one address.
          const [sort_by, sort_order] = value === DEFAULT_JOB_SORT.value ? [] : value.split(':');
          // A URL from the form without scripts names the sort `sort`: it gives way to the new one.
          update({ sort_by: sort_by ?? null, sort_order: sort_order ?? null, sort: null });
        }}
      />
      {/* A search refused for its ZIP code is not one to be alerted about. */}
      {SearchAction && !refusedZip && <SearchAction filters={filters} />}

      <JobList
        query={jobs}
        refusal={refusedZip}
        // Data the server embedded (or a loader fetched) shows at once; only an empty cache waits.
        // A failure the server rendered (a refused ZIP code) shows as it is, too.
        waiting={!initialised && jobs.data === undefined && !jobs.isError}
        page={page}
        saveControl={saveControl}
        pageHref={(n) => jobListHref(filters, n)}
        onPageChange={() => window.scrollTo({ top: 0 })}
      />
    </div>
  );
}
