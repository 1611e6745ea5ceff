/**
 * Locale-aware number and date formats for the contract's word builders. English keeps US
 * conventions ('en-US'); other languages use their own (the money stays US dollars).
 */

/**
 * The Intl tag for a language code: English reads as in the US, where the app is; Portuguese as
 * in Portugal and Angola (docs/i18n-glossary.md).
 */
export function intlTag(locale: string): string {
  if (locale === 'en') return 'en-US';
  if (locale === 'pt') return 'pt-PT';
  return locale;
}

/**
 * One format per language and options, made on first use and kept: building an Intl format is
 * slow next to using one.
 */
function cachedFormats<Options, Format>(make: (tag: string, options: Options) => Format) {
  const formats = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = make(intlTag(locale), options);
      formats.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cachedFormats(
  (tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options),
);

export const dateFormat = cachedFormats(
  (tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options),
);
