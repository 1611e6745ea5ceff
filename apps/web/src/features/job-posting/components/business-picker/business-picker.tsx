import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, type TBusinessSummary } from '@perks/contract';
import { Building2, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { managedBusinesses, useUserBusinesses } from '@/features/businesses';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useBusinessSearch } from '../../api/search-businesses';
import type { PickedBusiness } from '../../lib/job-form-values';
import { type PickerStatus, PickerStatusMessage } from './picker-status';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface BusinessPickerProps {
  id: string;
  value: PickedBusiness | null;
  /** The chosen business (with its picker details), or null when the choice is cleared. */
  onChange: (value: PickedBusiness | null, business?: TBusinessSummary) => void;
  isAdmin: boolean;
  /** The picker's lists load only for a signed-in user. */
  signedIn: boolean;
  error?: string;
  describedBy?: string;
}

/**
 * The job form's business search (docs/product.md, "Posting a job"): two characters or more,
 * searched 300 ms after typing stops, at most 20 results. Admins in admin mode search every
 * business; everyone else picks from the businesses they own or manage. Editing the text after a
 * choice clears it; a click outside or Escape closes the list.
 */
export function BusinessPicker({
  id,
  value,
  onChange,
  isAdmin,
  signedIn,
  error,
  describedBy,
}: BusinessPickerProps) {
  const { t } = useLingui();
  const listboxId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [adminMode, setAdminMode] = useState(isAdmin);
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A choice made elsewhere (the edit form loading its job) shows in the box.
  useEffect(() => {
    if (value) setText(value.name);
  }, [value]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const query = text.trim();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const searchAll = isAdmin && adminMode;
  const search = useBusinessSearch(debounced, open && searchAll && debounced.length >= SEARCH_MIN_LENGTH);
  const memberships = useUserBusinesses(signedIn);

  const { status, options } = useMemo((): { status: PickerStatus | null; options: TBusinessSummary[] } => {
    if (query.length > 0 && query.length < SEARCH_MIN_LENGTH) return { status: 'short', options: [] };
    if (searchAll) {
      if (query.length === 0) return { status: 'short', options: [] };
      if (debounced !== query || search.isFetching) return { status: 'loading', options: [] };
      if (search.isError) return { status: 'error', options: [] };
      const found = search.data?.data ?? [];
      return { status: found.length ? null : 'empty', options: found };
    }
    if (memberships.isPending) return { status: 'loading', options: [] };
    if (memberships.isError) return { status: 'error', options: [] };
    const mine = managedBusinesses(memberships.data);
    if (mine.length === 0) return { status: 'none-managed', options: [] };
    const needle = debounced.toLowerCase();
    const found =
      needle.length >= SEARCH_MIN_LENGTH ? mine.filter((b) => b.name.toLowerCase().includes(needle)) : mine;
    return { status: found.length ? null : 'empty', options: found };
  }, [query, debounced, searchAll, search.isFetching, search.isError, search.data, memberships]);

  const choose = (business: TBusinessSummary) => {
    onChange({ id: business.id, name: business.name }, business);
    setText(business.name);
    setOpen(false);
    setActive(-1);
  };

  const clear = () => {
    onChange(null);
    setText('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      // Enter chooses the highlighted business instead of submitting the form.
      event.preventDefault();
      const chosen = options[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <div ref={containerRef} className="space-y-2">
      {isAdmin && (
        <div className="flex items-center gap-2">
          <Switch id={`${id}-admin-mode`} checked={adminMode} onCheckedChange={setAdminMode} />
          <Label htmlFor={`${id}-admin-mode`}>
            <Trans>Admin mode</Trans>
          </Label>
        </div>
      )}
      <div className="relative">
        <Building2
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required="true"
          aria-describedby={describedBy}
          placeholder={searchAll ? t`Search all businesses...` : t`Search your businesses...`}
          className="ps-9 pe-10"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
            if (value) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={(event) => {
            // Tabbing away closes the list; a click on an option keeps focus here (mousedown is cancelled).
            if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {(text || value) && (
          <button
            type="button"
            aria-label={t`Clear business`}
            onClick={clear}
            className="absolute end-1 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
        {open && (
          <div className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-lg">
            <div role="status" aria-live="polite">
              {status && <PickerStatusMessage status={status} />}
            </div>
            <div id={listboxId} role="listbox" aria-label={t`Businesses`} tabIndex={-1} className="py-1">
              {options.map((business, index) => (
                <div
                  key={business.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={value?.id === business.id}
                  className={cn(
                    'cursor-pointer px-3 py-2 text-sm',
                    index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
                  )}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(business)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') choose(business);
                  }}
                >
                  <span className="block font-medium">{business.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {[
                      business.address,
                      capitalise(business.business_type),
                      business.is_active ? null : t`Waiting for review`,
                    ]
                      .filter(Boolean)
                      .join(' • ')}
                  </span>
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
      {isAdmin && !adminMode && (
        <p className="text-sm text-muted-foreground">
          <Trans>Showing your managed businesses. Switch to admin mode to see all businesses.</Trans>
        </p>
      )}
    </div>
  );
}
