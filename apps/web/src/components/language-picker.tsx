import { useLingui } from '@lingui/react/macro';
import { isSupportedLocale, LOCALE_PARAM, type Locale, SUPPORTED_LOCALES } from '@perks/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { HOLD_TAP } from '@/lib/held-taps';
import { changeLanguage } from '@/lib/i18n/change-language';
import { cn } from '@/lib/utils';

/** A language's name in itself ('Español', 'Français'), so a reader finds theirs in any language. */
function ownName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The app's language, in the footer and in settings. With script it switches at once (and
 * `onChange` saves it on the account); without, it is a plain form: the server renders the page
 * again in the chosen language and remembers it. A choice made before the app has taken over the
 * page is held and applied then (`HOLD_TAP`).
 */
export function LanguagePicker({
  className,
  onChange,
}: {
  className?: string;
  /** After the app has switched, e.g. to save the choice on the account. */
  onChange?: (locale: Locale) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <form method="get" className={cn('flex items-end gap-2', className)}>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t`Language`}
        </label>
        <NativeSelect
          {...HOLD_TAP}
          id={id}
          name={LOCALE_PARAM}
          value={i18n.locale}
          onChange={(event) => {
            const locale = event.target.value;
            if (!isSupportedLocale(locale)) return;
            void changeLanguage(locale).then(() => onChange?.(locale));
          }}
        >
          {SUPPORTED_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {ownName(locale)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Only without script: with it, choosing is enough. */}
      <Button type="submit" variant="outline" shown="without-script">
        {t`Change`}
      </Button>
    </form>
  );
}
