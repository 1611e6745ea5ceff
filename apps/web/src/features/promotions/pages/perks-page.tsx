import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_TYPES, type BusinessType, businessTypeLabel } from '@perks/contract';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChoiceSelect } from '@/components/choice-select';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type DevicePositionState, useDevicePosition } from '@/lib/use-device-position';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePerks } from '../api/list-perks';
import { PerkCard } from '../components/perk-card';
import { RedemptionsList } from '../components/redemptions-list';
import { sortByDistance } from '../lib/distance';

const LOCATION_NOTES: Record<DevicePositionState['status'], MessageDescriptor | null> = {
  off: null,
  locating: msg`Asking your browser for your location...`,
  on: msg`Nearest first. Your location stays on this device.`,
  denied: msg`Location was not allowed, so perks stay newest first.`,
  unavailable: msg`Your location is not available, so perks stay newest first.`,
};

/**
 * Route /perks (docs/product.md, "Perks, promotions and reviews"): every live promotion of an active partner, with
 * search, a category filter and 'Near me', which asks for the location only when pressed and sorts
 * in the browser (decision 043); the member's redemptions below.
 */
export function PerksPage() {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Perks`);
  const [text, setText] = useState('');
  const [category, setCategory] = useState<BusinessType | ''>('');
  const search = useDebouncedValue(text.trim(), 300);
  const q = search.length >= 2 ? search : '';
  const perks = usePerks({ q, category });
  const location = useDevicePosition();
  const here = location.position && { latitude: location.position.lat, longitude: location.position.lng };
  const list = perks.data?.data ?? [];
  const rows = here
    ? sortByDistance(list, (perk) => perk.business, here)
    : list.map((item) => ({ item, miles: null }));
  const note = LOCATION_NOTES[location.state.status];
  const shown = list.length;
  const total = perks.data?.total ?? 0;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeading title={<Trans>Perks</Trans>}>
        <Trans>Show your member card at the partner and ask for the perk.</Trans>
      </PageHeading>
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <SearchField
          id="perk-search"
          label={t`Search perks`}
          placeholder={t`Search perks or businesses`}
          value={text}
          onChange={setText}
          tooShort={text.trim().length === 1}
        />
        <Field id="perk-category" label={t`Category`}>
          <ChoiceSelect
            id="perk-category"
            value={category}
            onChange={(event) => setCategory(event.target.value as BusinessType | '')}
            noneLabel={t`All categories`}
            choices={BUSINESS_TYPES}
            labelOf={(type) => tc(businessTypeLabel(type))}
          />
        </Field>
        <Button
          type="button"
          variant={here ? 'default' : 'outline'}
          aria-pressed={Boolean(here)}
          disabled={location.state.status === 'locating'}
          onClick={here ? location.clear : location.locate}
        >
          <LocateFixed aria-hidden="true" />
          <Trans>Near me</Trans>
        </Button>
      </div>
      {note && (
        <p role="status" className="text-sm text-muted-foreground">
          {t(note)}
        </p>
      )}
      {perks.isPending && (
        <LoadingNotice>
          <Trans>Loading perks...</Trans>
        </LoadingNotice>
      )}
      {perks.isError && (
        <LoadFailedNotice onRetry={() => void perks.refetch()}>
          <Trans>Could not load perks</Trans>
        </LoadFailedNotice>
      )}
      {perks.data && !perks.data.member && (
        <p className="rounded-md border p-3 text-sm">
          <Trans>
            Perk details show once your membership is verified.{' '}
            <Link to="/card" className="underline">
              See your card
            </Link>
          </Trans>
        </p>
      )}
      {perks.data && rows.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>No perks match. Try another search or category.</Trans>
        </p>
      )}
      {rows.length > 0 && (
        <ul aria-label={t`Perks`} className="grid gap-4 md:grid-cols-2">
          {rows.map(({ item, miles }) => (
            <li key={item.id}>
              <PerkCard perk={item} miles={miles} />
            </li>
          ))}
        </ul>
      )}
      {perks.data && perks.data.total > shown && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Showing the newest {shown} of {total}. Search to narrow the list.
          </Trans>
        </p>
      )}
      <RedemptionsList />
    </div>
  );
}
