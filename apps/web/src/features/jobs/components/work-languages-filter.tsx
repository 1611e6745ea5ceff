import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkLanguage } from '@perks/contract';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { WorkLanguageCheckboxes } from '@/components/work-language-checkboxes';

interface WorkLanguagesFilterProps {
  id: string;
  value: readonly WorkLanguage[];
  onChange(next: WorkLanguage[]): void;
}

/**
 * The /jobs 'Languages spoken at work' filter: a fold of its own in the filter form (open when a
 * language is chosen), its boxes named `languages`, so a form without scripts sends
 * `languages=es&languages=fr` and the list reads both.
 */
export function WorkLanguagesFilter({ id, value, onChange }: WorkLanguagesFilterProps) {
  const { t } = useLingui();
  const count = value.length;
  // Open when the page opens with a language chosen; after that the fold is the reader's to open
  // and close (unticking the last box must not fold it away under their thumb).
  const [openAtFirst] = useState(count > 0);
  return (
    <details className="group/languages rounded-md border sm:col-span-full" open={openAtFirst || undefined}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <span>
          {count > 0 ? (
            <Trans>Languages spoken at work ({count})</Trans>
          ) : (
            <Trans>Languages spoken at work</Trans>
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/languages:rotate-180"
        />
      </summary>
      <fieldset className="border-t p-3">
        <legend className="sr-only">{t`Languages spoken at work`}</legend>
        <p id={`${id}-hint`} className="mb-3 text-sm text-muted-foreground">
          <Trans>Jobs where any of these is spoken.</Trans>
        </p>
        <WorkLanguageCheckboxes
          id={id}
          name="languages"
          value={value}
          onChange={onChange}
          describedBy={`${id}-hint`}
        />
      </fieldset>
    </details>
  );
}
