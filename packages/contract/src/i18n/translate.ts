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

/** A catalog's `{name}` templates as patterns, most specific (most literal text) first. */
type TemplatePattern = { template: string; pattern: RegExp; names: string[] };
const templateCache = new WeakMap<MessageCatalog, TemplatePattern[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(catalog: MessageCatalog): TemplatePattern[] {
  const cached = templateCache.get(catalog);
  if (cached) return cached;
  const templates = Object.keys(catalog)
    // Templates with words of their own: '{a} {b}' would fit any text with a space.
    .filter((key) => /\{\w+\}/.test(key) && key.replace(/\{\w+\}|\s/g, '').length >= 3)
    .map((template) => {
      const names: string[] = [];
      const parts = template.split(/\{(\w+)\}/);
      const source = parts
        .map((part, index) => {
          if (index % 2 === 0) return escapeRegExp(part);
          names.push(part);
          return '([\\s\\S]+?)';
        })
        .join('');
      return {
        template,
        pattern: new RegExp(`^${source}$`),
        names,
        literal: parts.filter((_, i) => i % 2 === 0).join('').length,
      };
    })
    .sort((a, b) => b.literal - a.literal)
    .map(({ template, pattern, names }) => ({ template, pattern, names }));
  templateCache.set(catalog, templates);
  return templates;
}

/**
 * The translation of finished English text that was built from a catalog template (an error
 * message with its field name or limit already filled in, as it arrives from the server or a
 * schema): the template it fits, translated, with the same values put back.
 */
function translateFilled(catalog: MessageCatalog, english: string): string | undefined {
  if (english.length > 500) return undefined;
  for (const { template, pattern, names } of templatesOf(catalog)) {
    const match = pattern.exec(english);
    if (!match) continue;
    const translated = catalog[template];
    if (!translated) return undefined;
    // A value that is itself catalog text (a day, a label) is translated too.
    const values = Object.fromEntries(
      names.map((name, index) => {
        const value = match[index + 1] ?? '';
        return [name, (Object.hasOwn(catalog, value) && catalog[value]) || value];
      }),
    );
    return formatMessage(translated, values);
  }
  return undefined;
}

/**
 * A translator over `catalog`: text it lacks stays in English, so nothing ever shows blank.
 * Finished text (no values given) that fits one of its `{name}` templates is translated through
 * that template, so messages built in English elsewhere (a schema's error naming its field, a
 * server error with its limit) still reach the reader in their language.
 */
export function translatorFor(catalog: MessageCatalog): Translate {
  return (english, values) => {
    const translated = Object.hasOwn(catalog, english) ? catalog[english] : undefined;
    if (translated) return formatMessage(translated, values);
    if (values === undefined) {
      const filled = translateFilled(catalog, english);
      if (filled !== undefined) return filled;
    }
    return formatMessage(english, values);
  };
}

/** English itself: the default wherever no reader's language is known. */
export const inEnglish: Translate = (english, values) => formatMessage(english, values);
