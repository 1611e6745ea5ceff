import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_RADIUS_MILES, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@perks/contract';
import { Heart, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { PlaceFilter } from '@/components/place-filter';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { refusedFieldMessage } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { paramsWithChanges } from '@/lib/search-params';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDevicePosition } from '@/lib/use-device-position';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlTextBox, zipCodeParam } from '@/lib/use-url-text-box';
import { useDirectory } from '../api/list-businesses';
import { BusinessCard } from '../components/business-card';
import { CreateBusinessDialog } from '../components/create-business-dialog';
import { DirectoryFilters } from '../components/directory-filters';
import { FilterChips } from '../components/filter-chips';
import { type DirectoryParam, directoryFiltersFromParams, sizeFilter } from '../lib/directory-search-params';
import { activeFilterLabels, type DirectoryView, pageRange, resultSummary } from '../lib/directory-summary';
import { useFavorites } from '../lib/use-favorites';

type Changes = Partial<Record<DirectoryParam | 'page', string | number | boolean | null>>;

// The URL parameter behind each part of the view, for removing a chip.
const VIEW_PARAMS: Record<keyof DirectoryView, DirectoryParam> = {
  search: 'search',
  hiringNow: 'hiring_now',
  favoritesOnly: 'favorites_only',
  size: 'size',
  industry: 'industry',
  city: 'city',
  sortBy: 'sort_by',
};

/** Route /businesses: the business directory with its filters in the URL (docs/product.md, "Business directory"). */
export function BusinessDirectoryPage() {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Business Directory`);
  const { hasPermission } = useAuth();
  const favorites = useFavorites();
  const [params, setParams] = useSearchParams();
  const near = useDevicePosition();
  const filters = useMemo(() => directoryFiltersFromParams(params, near.position), [params, near.position]);
  const directory = useDirectory(filters);
  const refused = refusedFieldMessage(directory.error, 'zip');
  const refusedZip = refused && tc(refused);
  const zip = useUrlTextBox('zip', zipCodeParam);

  const update = (changes: Changes, replace = false) =>
    setParams((current) => paramsWithChanges<DirectoryParam>(current, changes), { replace });

  // The search applies 300 ms after typing stops, and only from two characters; the URL is
  // replaced rather than pushed so Back does not step through every keystroke.
  const urlSearch = params.get('search') ?? '';
  const [search, setSearch] = useState(urlSearch);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const searchTooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_LENGTH;
  const written = useRef(urlSearch);
  const paramsRef = useRef(params);
  paramsRef.current = params;

  useEffect(() => {
    // Only once the debounce has caught up with the box: a box just emptied by removing its chip
    // must not write the old text back.
    if (debouncedSearch !== search) return;
    const value = debouncedSearch.trim();
    if (value.length > 0 && value.length < SEARCH_MIN_LENGTH) return;
    if (value === (paramsRef.current.get('search') ?? '')) return;
    written.current = value;
    setParams((current) => paramsWithChanges<DirectoryParam>(current, { search: value }), { replace: true });
  }, [debouncedSearch, search, setParams]);

  // Back, Forward or a shared link changed the URL: the box shows what it says.
  useEffect(() => {
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setSearch(urlSearch);
  }, [urlSearch]);

  const view: DirectoryView = {
    search: urlSearch,
    hiringNow: params.get('hiring_now') === 'true',
    favoritesOnly: params.get('favorites_only') === 'true',
    size: sizeFilter(params),
    industry: filters.industry ?? 'all',
    city: filters.city ?? 'all',
    sortBy: filters.sort_by ?? 'name',
  };

  const list = directory.data;
  // 'Hiring Now' is also sent to the server (it applies across pages); 'Favorites Only' filters
  // the page in the browser, as the directory has always done.
  const shown = (list?.data ?? []).filter(
    (business) =>
      (!view.hiringNow || business.active_job_count > 0) &&
      (!view.favoritesOnly || favorites.isFavorite(business.id)),
  );
  const page = list?.page ?? filters.page ?? 1;
  const canCreate = hasPermission('create:business');
  const favoriteCount = favorites.ids.length;
  const addedToday = favorites.addedToday;

  const changePage = (next: number) => {
    update({ page: next });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  const chips = activeFilterLabels(view, tc).map(({ key, label }) => ({
    key,
    label,
    onRemove: () => {
      if (key === 'search') setSearch('');
      update({ [VIEW_PARAMS[key]]: null });
    },
  }));

  let body: React.ReactNode;
  if (directory.isPending) {
    body = (
      <LoadingNotice className="py-12">
        <Trans>Loading businesses...</Trans>
      </LoadingNotice>
    );
  } else if (directory.isError && refusedZip) {
    body = (
      <p role="alert" className="rounded-lg border border-destructive/40 p-8 text-center font-medium">
        {refusedZip}
      </p>
    );
  } else if (directory.isError && !list) {
    body = (
      <LoadFailedNotice className="py-12" onRetry={() => void directory.refetch()}>
        <Trans>Failed to load businesses.</Trans>
      </LoadFailedNotice>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed p-10 text-center">
        <p className="font-medium">
          {view.favoritesOnly
            ? t`No favorite businesses found. Add some favorites to see them here!`
            : t`No businesses found.`}
        </p>
        {canCreate && !view.favoritesOnly && (
          <CreateBusinessDialog
            trigger={
              <Button variant="link" className="mt-2">
                <Trans>Create the first one!</Trans>
              </Button>
            }
          />
        )}
      </div>
    );
  } else {
    body = (
      // One column of the screen's width on a phone: an implicit column would grow to the widest card.
      <ul aria-label={t`Businesses`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((business) => (
          <BusinessCard
            key={business.id}
            business={business}
            favorite={favorites.isFavorite(business.id)}
            onToggleFavorite={() => favorites.toggle(business.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Business Directory</Trans>
          </h1>
          <p className="mt-2 text-muted-foreground">
            <Trans>Discover local businesses and exclusive offers</Trans>
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-sm">
            <Heart aria-hidden="true" className="size-4 fill-red-500 text-red-500" />
            <span>
              <Plural value={favoriteCount} one="# favorite" other="# favorites" />
            </span>
            {addedToday > 0 && (
              <span className="text-muted-foreground">
                <Trans>+{addedToday} today</Trans>
              </span>
            )}
          </p>
        </div>
        {canCreate && (
          <CreateBusinessDialog
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                <Trans>Add Business</Trans>
              </Button>
            }
          />
        )}
      </header>

      <DirectoryFilters
        values={{ ...view, search }}
        searchTooShort={searchTooShort}
        onSearchChange={setSearch}
        onHiringNowChange={(value) => update({ hiring_now: value })}
        onFavoritesOnlyChange={(value) => update({ favorites_only: value })}
        onSizeChange={(value) => update({ size: value })}
        onIndustryChange={(value) => update({ industry: value })}
        onCityChange={(value) => update({ city: value })}
        onSortChange={(value) => update({ sort_by: value === 'name' ? null : value })}
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
              update({ zip: null }, true);
              near.locate();
            }}
            onNearMeOff={near.clear}
          />
        )}
        onClear={() =>
          update({
            hiring_now: null,
            favorites_only: null,
            size: null,
            industry: null,
            city: null,
            sort_by: null,
          })
        }
      />

      <FilterChips chips={chips} />

      {list && (
        <p role="status" className="text-sm text-muted-foreground">
          {resultSummary(view, shown.length, tc)}
        </p>
      )}

      {body}

      {list && list.totalPages > 1 && (
        <div className="space-y-3">
          <p className="text-center text-sm text-muted-foreground">
            {pageRange(page, list.limit, list.total)}
          </p>
          <ListPagination
            label={t`Directory pages`}
            page={page}
            totalPages={list.totalPages}
            onPageChange={changePage}
          />
        </div>
      )}
    </div>
  );
}
