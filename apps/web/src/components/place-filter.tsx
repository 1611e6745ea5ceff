import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_RADIUS_MILES, RADIUS_MILES, type RadiusMiles, ZIP_PATTERN } from '@perks/contract';
import { LocateFixed, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { DevicePositionState } from '@/lib/use-device-position';

interface PlaceFilterProps {
  id: string;
  zip: string;
  radius: RadiusMiles | undefined;
  /** 'Near me': where the device's position stands. */
  near: DevicePositionState;
  /** Why the list refused the ZIP code (a code no table holds), in the reader's language. */
  zipError?: string | undefined;
  onZipChange(value: string): void;
  onRadiusChange(value: RadiusMiles): void;
  onNearMe(): void;
  onNearMeOff(): void;
}

/**
 * Where to search near: a ZIP code box (a plain form field, so it works without JavaScript, checked
 * by the contract's pattern), 'Near me' (the device's position, only where scripts run) and the
 * radius. The radius means nothing without a place, and the list ignores it then.
 */
export function PlaceFilter({
  id,
  zip,
  radius,
  near,
  zipError,
  onZipChange,
  onRadiusChange,
  onNearMe,
  onNearMeOff,
}: PlaceFilterProps) {
  const { t } = useLingui();
  const usingPosition = near.status === 'on';
  const noteId = `${id}-zip-note`;
  const note =
    zipError ??
    (near.status === 'denied'
      ? t`Location is off for this site. Type a ZIP code instead.`
      : near.status === 'unavailable'
        ? t`We could not find your location. Type a ZIP code instead.`
        : undefined);

  return (
    <>
      <div className="space-y-1.5">
        {/* The label names the ZIP box; while the position stands in for it there is no box. */}
        {usingPosition ? (
          <p className="text-sm font-medium">
            <Trans>Search near</Trans>
          </p>
        ) : (
          <label htmlFor={`${id}-zip`} className="text-sm font-medium">
            <Trans>Near ZIP code</Trans>
          </label>
        )}
        {usingPosition ? (
          <p className="flex min-h-10 items-center justify-between gap-2 rounded-md border border-input px-3 text-sm">
            <span className="flex items-center gap-2">
              <LocateFixed aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <Trans>Near your location</Trans>
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={onNearMeOff}>
              <X aria-hidden="true" className="size-4" />
              <Trans>Clear</Trans>
            </Button>
          </p>
        ) : (
          <div className="flex gap-2">
            <Input
              id={`${id}-zip`}
              name="zip"
              inputMode="numeric"
              autoComplete="postal-code"
              pattern={ZIP_PATTERN}
              maxLength={5}
              placeholder={t`e.g. 04101`}
              value={zip}
              onChange={(e) => onZipChange(e.target.value)}
              aria-invalid={zipError ? true : undefined}
              aria-describedby={note ? noteId : undefined}
            />
            {/* The device's position needs scripts: without them the button would do nothing. */}
            <Button
              type="button"
              variant="outline"
              shown="with-script"
              onClick={onNearMe}
              disabled={near.status === 'locating'}
            >
              <LocateFixed aria-hidden="true" className="size-4" />
              {near.status === 'locating' ? <Trans>Finding you…</Trans> : <Trans>Near me</Trans>}
            </Button>
          </div>
        )}
        {note && (
          <p id={noteId} role="alert" className={zipError ? 'text-sm text-destructive' : 'text-sm'}>
            {note}
          </p>
        )}
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-radius`} className="text-sm font-medium">
          <Trans>Distance</Trans>
        </label>
        <NativeSelect
          id={`${id}-radius`}
          name="radius"
          value={radius ?? DEFAULT_RADIUS_MILES}
          onChange={(e) => onRadiusChange(Number(e.target.value) as RadiusMiles)}
        >
          {RADIUS_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {t`Within ${plural(miles, { one: '# mile', other: '# miles' })}`}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
