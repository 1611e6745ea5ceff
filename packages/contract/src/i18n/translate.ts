/**
 * Words the contract and the server write for people (validation messages, errors, labels, pay
 * lines, texts and e-mails) are English source text; each language's catalog
 * (messages/{locale}.json) maps that exact English to its translation, with the same `{name}`
 * placeholders (docs/decisions/071-languages.md). The web app's own words are in its Lingui
 * catalogs instead.
 */
export type MessageValues = Record<string, string | number>;

/** Turns English source text (with `{name}` placeholders) into the reader's language. */
export type Translate = (english: string, values?: MessageValues) => string;

/** A language's catalog: English source text to its translation. */
export type MessageCatalog = Readonly<Record<string, string>>;

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function formatMessage(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A translator over `catalog`: text it lacks stays in English, so nothing ever shows blank. */
export function translatorFor(catalog: MessageCatalog): Translate {
  return (english, values) => {
    const translated = Object.hasOwn(catalog, english) ? catalog[english] : undefined;
    return formatMessage(translated || english, values);
  };
}

/** English itself: the default wherever no reader's language is known. */
export const inEnglish: Translate = (english, values) => formatMessage(english, values);
