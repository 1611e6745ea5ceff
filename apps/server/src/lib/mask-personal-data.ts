/**
 * Masks phone numbers, e-mail addresses and searched positions in a log line (decision 080): every line the server's
 * logger writes passes through here (pino's `streamWrite` hook), whatever logged it, so no
 * serializer can forget a field. A phone keeps its first five characters and last two
 * (`+12075550100` → `+1207•••••00`), an address its first character and its domain
 * (`jane@example.com` → `j•••@example.com`): enough to tell cases apart while reading, not to
 * call or write to anyone.
 */
const MASK = '•';

// E.164 (`+12075550100`) and North American numbers written with separators or as ten digits
// (`(207) 555-0100`, `207.555.0100`, `+1 207 555 0100`, `2075550100`); `%2B` is a URL's
// encoded `+` (`%40` its `@`). Bare digits must look like a North American number (area code
// and exchange not starting with 0 or 1), so times and counts are left alone.
const PHONE =
  /(?<![\w.+•])(?:(?:\+|%2B)\d{8,15}|(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]\d{4}|1?[2-9]\d{2}[2-9]\d{6})(?![\w•])/g;
const EMAIL =
  /(?<![\w.%+-])([A-Za-z0-9])[A-Za-z0-9._%+-]*?(?:@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

// A search near the device's position (`?lat=43.66&lng=-70.255`, decision 099) is never kept: the
// request line in a log loses the numbers.
const POSITION = /([?&](?:lat|lng)=)[^&\s"]+/g;

function maskPhone(phone: string): string {
  const keep = phone.startsWith('%2B') ? 7 : phone.startsWith('+') ? 5 : 3;
  const hidden = Math.max(phone.length - keep - 2, 1);
  return `${phone.slice(0, keep)}${MASK.repeat(hidden)}${phone.slice(-2)}`;
}

export function maskPersonalData(line: string): string {
  return line
    .replace(EMAIL, `$1${MASK.repeat(3)}@$2`)
    .replace(PHONE, maskPhone)
    .replace(POSITION, `$1${MASK}`);
}
