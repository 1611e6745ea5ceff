import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { readWorkLanguages } from '@perks/contract';
import { languageNames } from '@/lib/i18n/language-names';

/**
 * A saved search's 'Languages spoken at work' in words, in the reader's language: the names joined
 * with 'or', as a job speaking any of them matches ('Languages spoken at work: English or Somali').
 * Undefined when the search has none.
 */
export function alertLanguageWords(value: unknown): string | undefined {
  const codes = readWorkLanguages(value);
  if (!codes) return undefined;
  const names = new Intl.ListFormat([i18n.locale], { type: 'disjunction' }).format(
    codes.map(languageNames(i18n.locale).nameOf),
  );
  return t`Languages spoken at work: ${names}`;
}
