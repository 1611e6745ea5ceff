// The kinds alone, apart from their names and messages (certificates.ts): the job list's query
// reads the filter on every page's first render, and the words would come with it.

/**
 * Certificates a hospitality worker holds (decision 097): the kinds a profile lists and a job may
 * require. Food handler covers the ServSafe Food Handler card and the state's own; the two
 * alcohol server programmes are kinds of their own, since a job names the one it needs
 * ("ServSafe Alcohol required"). `other` is for anything else, with its name; a job cannot
 * require it.
 */
export const CERTIFICATE_KINDS = [
  'food_handler',
  'servsafe_manager',
  'servsafe_alcohol',
  'tips',
  'allergen_awareness',
  'first_aid',
  'other',
] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The kinds a job may list as required (every kind but `other`). */
export const REQUIRED_CERTIFICATE_KINDS = CERTIFICATE_KINDS.filter(
  (kind): kind is Exclude<CertificateKind, 'other'> => kind !== 'other',
);
export type RequiredCertificateKind = (typeof REQUIRED_CERTIFICATE_KINDS)[number];

export const isCertificateKind = (value: unknown): value is CertificateKind =>
  (CERTIFICATE_KINDS as readonly unknown[]).includes(value);
export const isRequiredCertificateKind = (value: unknown): value is RequiredCertificateKind =>
  (REQUIRED_CERTIFICATE_KINDS as readonly unknown[]).includes(value);

/** The kinds once each, in the list's order: one set has one form (and one URL). */
export const certificatesInListOrder = (kinds: readonly string[]): RequiredCertificateKind[] =>
  REQUIRED_CERTIFICATE_KINDS.filter((kind) => kinds.includes(kind));

/** The most kinds one filter may name (repeats included). */
export const READ_CERTIFICATE_FILTER_MAX = REQUIRED_CERTIFICATE_KINDS.length * 2;

/**
 * The `certificates` filter of GET /jobs as sent: comma-separated kinds, the same repeated (what a
 * form without scripts sends) or a list. Undefined for none, null for anything else.
 */
export function readCertificateFilter(value: unknown): RequiredCertificateKind[] | null | undefined {
  if (value === undefined) return undefined;
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!parts?.every((part) => typeof part === 'string')) return null;
  const kinds = (parts as string[])
    .flatMap((part) => part.split(','))
    .map((kind) => kind.trim())
    .filter(Boolean);
  if (kinds.length === 0) return undefined;
  if (kinds.length > READ_CERTIFICATE_FILTER_MAX || !kinds.every(isRequiredCertificateKind)) return null;
  return certificatesInListOrder(kinds);
}
