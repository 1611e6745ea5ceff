import { Plural } from '@lingui/react/macro';
import { inListOrder, WORK_LANGUAGES_MAX, type WorkLanguage } from '@perks/contract';
import { useLanguageNames } from '@/lib/i18n/language-names';
import { cn } from '@/lib/utils';

interface WorkLanguageCheckboxesProps {
  /** Prefix of each box's id. */
  id: string;
  /** The boxes' form name: a GET form sends one `name=code` per ticked box. */
  name?: string;
  value: readonly string[];
  onChange(next: WorkLanguage[]): void;
  /** Ids of the hint or error the group is described by. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * 'Languages spoken at work' as real checkboxes (the job form and the /jobs filter): named in the
 * reader's language and sorted by those names, each label a full-width target a thumb can hit, so
 * it works with a keyboard (Tab, Space), on a phone and, in a GET form, without scripts. Once
 * WORK_LANGUAGES_MAX are ticked the others wait, as the API takes no more.
 */
export function WorkLanguageCheckboxes({
  id,
  name,
  value,
  onChange,
  describedBy,
  invalid,
  className,
}: WorkLanguageCheckboxesProps) {
  const names = useLanguageNames();
  const full = value.length >= WORK_LANGUAGES_MAX;
  const max = WORK_LANGUAGES_MAX;
  const toggle = (code: WorkLanguage, on: boolean) =>
    onChange(inListOrder(on ? [...value, code] : value.filter((item) => item !== code)));
  return (
    <div className={cn('space-y-2', className)}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {names.sorted.map((code) => {
          const checked = value.includes(code);
          return (
            <li key={code}>
              <label
                htmlFor={`${id}-${code}`}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked ? 'border-primary bg-primary/5' : 'border-input',
                  !checked && full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                )}
              >
                <input
                  id={`${id}-${code}`}
                  type="checkbox"
                  name={name}
                  value={code}
                  className="size-5 shrink-0 accent-primary"
                  checked={checked}
                  disabled={!checked && full}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
                <span className="min-w-0 break-words">{names.labelOf(code)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {full && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <Plural
            value={max}
            one="You can choose up to # language."
            other="You can choose up to # languages."
          />
        </p>
      )}
    </div>
  );
}
