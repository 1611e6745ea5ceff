import { Trans } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface SearchFieldProps {
  id: string;
  /** The query parameter the box sends when it sits in a real form. */
  name?: string;
  label: string;
  /** Visually hidden label, when the placeholder already says what the box is for. */
  hideLabel?: boolean;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** The box holds one character: it is not applied and the hint says why. */
  tooShort: boolean;
  className?: string;
}

/** A list's search box with the search icon and the 'at least 2 characters' hint. */
export function SearchField({
  id,
  name,
  label,
  hideLabel,
  placeholder,
  value,
  onChange,
  tooShort,
  className,
}: SearchFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          name={name}
          type="search"
          placeholder={placeholder}
          className="ps-9"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={tooShort ? hintId : undefined}
          autoComplete="off"
        />
      </div>
      {tooShort && (
        <p id={hintId} role="status" className="text-sm text-muted-foreground">
          <Trans>Search requires at least 2 characters</Trans>
        </p>
      )}
    </div>
  );
}
