import {
  DEFAULT_JOB_SORT,
  jobSortOption,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  type TJobListFilters,
} from '@perks/contract';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
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
  useDocumentTitle('Jobs');
  const { initialised } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const jobs = useJobs(filters, { enabled: initialised });

  const paramsRef = useRef(params);
  paramsRef.current = params;

  const update = (
    changes: Partial<Record<FilterParam | typeof SORT_PARAM | 'page', string | boolean | number | null>>,
    replace = false,
  ) => setParams((current) => paramsWithFilters(current, changes), { replace });

  // Text boxes apply 300 ms after typing stops; the URL is replaced rather than pushed so Back
  // does not step through every keystroke.
  const urlSearch = params.get('title_search') ?? '';
  const urlLocation = params.get('location') ?? '';
  const [search, setSearch] = useState(urlSearch);
  const [location, setLocation] = useState(urlLocation);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const debouncedLocation = useDebouncedValue(location, SEARCH_DEBOUNCE_MS);
  const searchTooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_LENGTH;

  // What this screen last wrote to the URL, to tell its own writes from Back, Forward or a link.
  const written = useRef({ search: urlSearch, location: urlLocation });

  // The effects below also re-run when `setParams` changes (with every URL change); only a new
  // pause in typing may write, or a submit's URL would be undone by the older boxes' values.
  const settled = useRef({ search: debouncedSearch, location: debouncedLocation });

  useEffect(() => {
    if (settled.current.search === debouncedSearch) return;
    settled.current.search = debouncedSearch;
    const value = debouncedSearch.trim();
    if (value.length > 0 && value.length < SEARCH_MIN_LENGTH) return;
    if (value === (paramsRef.current.get('title_search') ?? '')) return;
    written.current.search = value;
    setParams((current) => paramsWithFilters(current, { title_search: value }), { replace: true });
  }, [debouncedSearch, setParams]);

  useEffect(() => {
    if (settled.current.location === debouncedLocation) return;
    settled.current.location = debouncedLocation;
    const value = debouncedLocation.trim();
    if (value === (paramsRef.current.get('location') ?? '')) return;
    written.current.location = value;
    setParams((current) => paramsWithFilters(current, { location: value }), { replace: true });
  }, [debouncedLocation, setParams]);

  // Back, Forward or a shared link changed the URL: the boxes show what it says.
  useEffect(() => {
    if (urlSearch === written.current.search) return;
    written.current.search = urlSearch;
    setSearch(urlSearch);
  }, [urlSearch]);
  useEffect(() => {
    if (urlLocation === written.current.location) return;
    written.current.location = urlLocation;
    setLocation(urlLocation);
  }, [urlLocation]);

  // 'Show results' or Enter: the text boxes apply now rather than after the pause.
  const applyTextNow = () => {
    const title = search.trim();
    written.current = { search: searchTooShort ? written.current.search : title, location: location.trim() };
    update({
      ...(searchTooShort ? {} : { title_search: title }),
      location: location.trim(),
    });
  };

  const sort = jobSortOption(filters.sort_by, filters.sort_order);
  const page = filters.page ?? 1;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Jobs</h1>
        <p className="mt-2 text-muted-foreground">
          Hospitality jobs in Portland, Maine with the pay, tips and schedule up front.
        </p>
      </header>

      <JobFilters
        values={{
          search,
          location,
          employmentType: filters.employment_type ?? 'all',
          tippedOnly: filters.is_tipped_role === true,
          roleType: filters.role_type ?? 'all',
          sort: sort.value,
        }}
        activeCount={activeFilterCount(filters)}
        searchTooShort={searchTooShort}
        onSubmit={applyTextNow}
        onSearchChange={setSearch}
        onLocationChange={setLocation}
        onEmploymentTypeChange={(value) => update({ employment_type: value })}
        onTippedOnlyChange={(value) => update({ is_tipped_role: value ? 'true' : null })}
        onRoleTypeChange={(value) => update({ role_type: value })}
        onSortChange={(value) => {
          // The default sort stays out of the URL, so the plain list has one address.
          const [sort_by, sort_order] = value === DEFAULT_JOB_SORT.value ? [] : value.split(':');
          // A URL from the form without scripts names the sort `sort`: it gives way to the new one.
          update({ sort_by: sort_by ?? null, sort_order: sort_order ?? null, sort: null });
        }}
      />
      {SearchAction && <SearchAction filters={filters} />}

      <JobList
        query={jobs}
        // Data the server embedded (or a loader fetched) shows at once; only an empty cache waits.
        waiting={!initialised && jobs.data === undefined}
        page={page}
        saveControl={saveControl}
        pageHref={(n) => jobListHref(filters, n)}
        onPageChange={() => window.scrollTo({ top: 0 })}
      />
    </div>
  );
}
