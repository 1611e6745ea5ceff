import { BUSINESS_TYPES, type BusinessType, businessTypeLabel } from '@perks/contract';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePerks } from '../api/list-perks';
import { PerkCard } from '../components/perk-card';
import { RedemptionsList } from '../components/redemptions-list';
import { sortByDistance } from '../lib/distance';
import { type LocationState, useLocationConsent } from '../lib/use-location-consent';

const LOCATION_NOTES: Record<LocationState['status'], string | null> = {
  off: null,
  asking: 'Asking your browser for your location...',
  on: 'Nearest first. Your location stays on this device.',
  denied: 'Location was not allowed, so perks stay newest first.',
  unavailable: 'Your location is not available, so perks stay newest first.',
};

/**
 * Route /perks (docs/product.md, "Perks, promotions and reviews"): every live promotion of an active partner, with
 * search, a category filter and 'Near me', which asks for the location only when pressed and sorts
 * in the browser (decision 043); the member's redemptions below.
 */
export function PerksPage() {
  useDocumentTitle('Perks');
  const [text, setText] = useState('');
  const [category, setCategory] = useState<BusinessType | ''>('');
  const search = useDebouncedValue(text.trim(), 300);
  const q = search.length >= 2 ? search : '';
  const perks = usePerks({ q, category });
  const location = useLocationConsent();
  const here = location.state.status === 'on' ? location.state.coordinates : null;
  const list = perks.data?.data ?? [];
  const rows = here
    ? sortByDistance(list, (perk) => perk.business, here)
    : list.map((item) => ({ item, miles: null }));

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Perks</h1>
        <p className="text-muted-foreground">Show your member card at the partner and ask for the perk.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <SearchField
          id="perk-search"
          label="Search perks"
          placeholder="Search perks or businesses"
          value={text}
          onChange={setText}
          tooShort={text.trim().length === 1}
        />
        <Field id="perk-category" label="Category">
          <NativeSelect
            id="perk-category"
            value={category}
            onChange={(event) => setCategory(event.target.value as BusinessType | '')}
          >
            <option value="">All categories</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {businessTypeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button
          type="button"
          variant={here ? 'default' : 'outline'}
          aria-pressed={Boolean(here)}
          disabled={location.state.status === 'asking'}
          onClick={here ? location.stop : location.ask}
        >
          <LocateFixed aria-hidden="true" />
          Near me
        </Button>
      </div>
      {LOCATION_NOTES[location.state.status] && (
        <p role="status" className="text-sm text-muted-foreground">
          {LOCATION_NOTES[location.state.status]}
        </p>
      )}
      {perks.isPending && <LoadingNotice>Loading perks...</LoadingNotice>}
      {perks.isError && (
        <LoadFailedNotice onRetry={() => void perks.refetch()}>Could not load perks</LoadFailedNotice>
      )}
      {perks.data && !perks.data.member && (
        <p className="rounded-md border p-3 text-sm">
          Perk details show once your membership is verified.{' '}
          <Link to="/card" className="underline">
            See your card
          </Link>
        </p>
      )}
      {perks.data && rows.length === 0 && (
        <p className="text-muted-foreground">No perks match. Try another search or category.</p>
      )}
      {rows.length > 0 && (
        <ul aria-label="Perks" className="grid gap-4 md:grid-cols-2">
          {rows.map(({ item, miles }) => (
            <li key={item.id}>
              <PerkCard perk={item} miles={miles} />
            </li>
          ))}
        </ul>
      )}
      {perks.data && perks.data.total > perks.data.data.length && (
        <p className="text-sm text-muted-foreground">
          Showing the newest {perks.data.data.length} of {perks.data.total}. Search to narrow the list.
        </p>
      )}
      <RedemptionsList />
    </div>
  );
}
