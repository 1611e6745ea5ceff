import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface FilterChip {
  key: string;
  label: string;
  onRemove(): void;
}

/** The active filters, each removable with its own button. */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t`Active filters`} className="flex flex-wrap gap-2">
      {chips.map(({ label, ...chip }) => (
        <li key={chip.key}>
          <Button
            type="button"
            variant="secondary"
            size="chip"
            aria-label={t`Remove filter: ${label}`}
            onClick={chip.onRemove}
          >
            {label}
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
