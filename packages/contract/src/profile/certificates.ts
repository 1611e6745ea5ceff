import { dateFormat } from '../i18n/intl.ts';
import type { Translate } from '../i18n/translate.ts';
import { isCalendarDate } from './calendar-date.ts';
import { CERTIFICATE_KINDS, type CertificateKind, REQUIRED_CERTIFICATE_KINDS } from './certificate-kinds.ts';

/** How each kind is named on the profile, the job page, the filter and the applicant card. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  food_handler: 'Food handler (ServSafe Food Handler)',
  servsafe_manager: 'ServSafe Manager',
  servsafe_alcohol: 'ServSafe Alcohol',
  tips: 'TIPS alcohol server',
  allergen_awareness: 'Allergen awareness',
  first_aid: 'First aid',
  other: 'Other certificate',
};

export const CERTIFICATE_LIMITS = {
  /** Certificates one profile holds at most. */
  perPerson: 20,
  nameMax: 80,
  numberMax: 60,
  issuerMax: 80,
} as const;

/** Days before a certificate's expiry its holder gets one reminder (text and e-mail). */
export const CERTIFICATE_REMINDER_DAYS = 30;

/** Certificate changes (saves, removals, photos) one account may make an hour. */
export const CERTIFICATE_CHANGES_PER_HOUR = 60;

export const CERTIFICATE_MESSAGES = {
  kindInvalid: `kind must be one of ${CERTIFICATE_KINDS.join(', ')}`,
  nameRequired: 'Name the certificate',
  nameTooLong: `The name must be at most ${CERTIFICATE_LIMITS.nameMax} characters`,
  numberTooLong: `The number must be at most ${CERTIFICATE_LIMITS.numberMax} characters`,
  issuerTooLong: `The issuer must be at most ${CERTIFICATE_LIMITS.issuerMax} characters`,
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  expiryBeforeIssue: 'The expiry date must come after the issue date',
  tooManyCertificates: `A profile holds at most ${CERTIFICATE_LIMITS.perPerson} certificates`,
  notFound: 'Certificate not found',
  photoNotFound: 'Photo not found',
  tooMany: 'Too many certificate changes this hour. Please try again later.',
  requiredInvalid: `required_certificates must be a list of: ${REQUIRED_CERTIFICATE_KINDS.join(', ')}`,
  filterInvalid: `certificates must be codes from this list: ${REQUIRED_CERTIFICATE_KINDS.join(', ')}`,
  tooManyParts: 'Send one image, nothing more',
  saved: 'Certificate saved',
  removed: 'Certificate removed',
  saveFailed: 'Failed to save certificate',
  reminderText: 'Your {kind} certificate expires on {date}. Renew it so you stay ready for work.',
  reminderSubject: 'Your {kind} certificate expires on {date}',
  reminderOpen: 'Open your profile',
  reminderFooter: 'You get this e-mail once, 30 days before a certificate on your profile expires.',
} as const;

/**
 * The date a job's certificates must be valid on: the job's first shift date, and today (in
 * Portland) when the job has none. Job schedules are weekdays without dates, so today it is.
 */
export function certificateCheckDate(firstShiftDate: string | null, today: string): string {
  return firstShiftDate && isCalendarDate(firstShiftDate) ? firstShiftDate : today;
}

/** Valid on a date: no expiry, or an expiry on or after it (a card is good through its expiry day). */
export const isCertificateValidOn = (expiresOn: string | null, date: string): boolean =>
  expiresOn === null || expiresOn >= date;

/** A certificate's name in the reader's language: its kind's label, or the name given to `other`. */
export function certificateName(
  certificate: { kind: CertificateKind; name: string | null },
  t: Translate,
): string {
  return certificate.kind === 'other' && certificate.name
    ? certificate.name
    : t(CERTIFICATE_KIND_LABELS[certificate.kind]);
}

/** A calendar date as the reader's language writes it in full ('December 29, 2026'). */
export function formatCertificateDate(date: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The expiry reminder's words (text and e-mail), in the holder's language. */
export function certificateReminderWords(
  certificate: { kind: CertificateKind; name: string | null; expires_on: string },
  t: Translate,
  locale: string,
): { text: string; subject: string; open: string; footer: string } {
  const values = {
    kind: certificateName(certificate, t),
    date: formatCertificateDate(certificate.expires_on, locale),
  };
  return {
    text: t(CERTIFICATE_MESSAGES.reminderText, values),
    subject: t(CERTIFICATE_MESSAGES.reminderSubject, values),
    open: t(CERTIFICATE_MESSAGES.reminderOpen),
    footer: t(CERTIFICATE_MESSAGES.reminderFooter),
  };
}
