/**
 * Whole phone numbers and e-mail addresses in the server's log of a browser test run (decision
 * 080: the server masks them in every line it writes, `+1207•••••00`, `j•••@example.com`). Written
 * apart from the server's masker, so a pattern the masker misses is not missed here too: any run of
 * ten or more digits with a leading `+`, a North American number written with separators, or an
 * address whose part before the `@` is not masked.
 */
const WHOLE_PHONE = /\+\d{10,15}\b|\(\d{3}\)\s?\d{3}-\d{4}\b|\b\d{3}[.-]\d{3}[.-]\d{4}\b/g;
const WHOLE_EMAIL = /[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

export function personalDataIn(log: string): string[] {
  return [...new Set([...(log.match(WHOLE_PHONE) ?? []), ...(log.match(WHOLE_EMAIL) ?? [])])];
}
