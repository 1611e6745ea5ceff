import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * Adds a benefit to a list: trimmed, blank entries ignored, and an entry already listed (in any
 * letter case) ignored, the same way the server cleans the list.
 */
function addBenefit(list: readonly string[], entry: string): string[] {
  const text = entry.trim();
  if (!text || list.some((item) => item.toLowerCase() === text.toLowerCase())) return [...list];
  return [...list, text];
}

export function BenefitsEditor({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [draft, setDraft] = useState('');

  const add = () => {
    onChange(addBenefit(value, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // add the benefit, don't submit the form
      add();
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>
        <Trans>Benefits</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          placeholder={t`e.g. Shift meal, Paid time off`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" onClick={add}>
          <Plus aria-hidden="true" />
          <Trans>Add</Trans>
        </Button>
      </div>
      <FieldError id={inputId} error={error} />
      {value.length > 0 && (
        <ul aria-label={t`Benefits`} className="flex flex-wrap gap-2">
          {value.map((benefit) => (
            <li
              key={benefit}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 ps-3 pe-1 text-sm text-secondary-foreground"
            >
              {benefit}
              <button
                type="button"
                aria-label={t`Remove ${benefit}`}
                onClick={() => onChange(value.filter((item) => item !== benefit))}
                className="flex size-6 items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
