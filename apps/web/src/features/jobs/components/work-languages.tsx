import { Trans } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useLanguageNames } from '@/lib/i18n/language-names';

/**
 * A job's 'Languages spoken at work', named in the reader's language ('English and Spanish' to
 * one reader, 'inglés y español' to another). Nothing when the post lists none. The card's line
 * names itself to screen readers only, as its location and pay lines do; the job page says it.
 */
export function WorkLanguagesLine({
  languages,
  variant,
}: {
  languages: readonly string[];
  variant: 'card' | 'page';
}) {
  const names = useLanguageNames();
  if (languages.length === 0) return null;
  const list = names.list(languages);
  const icon = <Languages aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />;
  if (variant === 'card') {
    return (
      <li className="col-span-full flex items-center gap-2">
        {icon}
        <span className="sr-only">
          <Trans>Languages spoken at work:</Trans>{' '}
        </span>
        {list}
      </li>
    );
  }
  return (
    <p className="mt-3 flex items-start gap-2">
      <span className="mt-1">{icon}</span>
      <span>
        <Trans>Languages spoken at work: {list}</Trans>
      </span>
    </p>
  );
}
