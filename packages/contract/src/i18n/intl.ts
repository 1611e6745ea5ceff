/**
 * Locale-aware number and date formats for the contract's word builders. English keeps US
 * conventions ('en-US'); other languages use their own (the money stays US dollars).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl tag for a language code: English reads as in the US, where the app is; Portuguese as
 * in Portugal and Angola (docs/i18n-glossary.md).
 */
export function intlTag(locale: string): string {
  if (locale === 'en') return 'en-US';
  if (locale === 'pt') return 'pt-PT';
  return locale;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}
