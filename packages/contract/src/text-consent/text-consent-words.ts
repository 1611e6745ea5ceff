// The kinds of text, their labels and the words at each opt-in, without their schemas
// (text-consent.ts): the sign-in page shows the words and must not download the schema library.

/**
 * Every kind of text the service sends (decision 085): the sign-in code, and each category of the
 * text outbox. STOP, the `/settings` switches and the consent record all go by these names.
 */
export const TEXT_KINDS = [
  'sign-in-code',
  'application-status',
  'job-alert',
  'application-reminder',
  'application-digest',
  'business-approved',
  'billing',
  'business-messages',
  'interviews',
  'certificate-reminders',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** What each kind is, as `/settings` names it and a first text introduces it. */
export const TEXT_KIND_LABELS: Record<TextKind, string> = {
  'sign-in-code': 'Sign-in codes',
  'application-status': 'Application updates',
  'job-alert': 'Job alerts',
  'application-reminder': 'Reminders of unread applications',
  'application-digest': 'Daily digest of new applications',
  'business-approved': 'Business approval notices',
  billing: 'Billing notices',
  'business-messages': 'Messages from businesses you applied to',
  interviews: 'Interview invitations and reminders',
  'certificate-reminders': 'Reminders before a certificate expires',
};

/**
 * The kind of a text outbox category. A business's messages to an applicant go under one category
 * per business (`conversation:{business id}`, decision 086: a STOP stops that business), all of one
 * kind for the switch in `/settings` and the first text's introduction.
 */
export function textKindOfCategory(category: string): string {
  if (category.startsWith('conversation:')) return 'business-messages';
  // A business's interview texts (decision 090): `interview:{business id}`, and the reminders' `interview`.
  if (category === 'interview' || category.startsWith('interview:')) return 'interviews';
  return category;
}

/**
 * Sign-in codes go only when the person asks for one, and stopping them would stop signing in,
 * so they have no switch; every other kind has one.
 */
export const SWITCHABLE_TEXT_KINDS = TEXT_KINDS.filter((kind) => kind !== 'sign-in-code');

/** The kinds an owner agrees to when setting up a business (POST /businesses). */
export const BUSINESS_TEXT_KINDS = [
  'business-approved',
  'application-digest',
  'application-reminder',
  'billing',
] as const satisfies readonly TextKind[];

/** Where a consent was given or taken back. */
export const CONSENT_SCREENS = ['sign-in', 'apply', 'job-alerts', 'business-setup', 'settings'] as const;
export type ConsentScreen = (typeof CONSENT_SCREENS)[number];

/**
 * The words at each opt-in, with their version: the screen shows them (translated) and the
 * consent record keeps the English words and the version the person saw. A change of words is a
 * new version.
 */
export const CONSENT_WORDS = {
  'sign-in': {
    version: '2026-11-29',
    words:
      'We text a sign-in code to this number each time you ask for one. Msg & data rates may apply. Reply STOP to stop, HELP for help.',
  },
  apply: {
    version: '2026-11-29.3',
    words:
      "Texts when this application moves (interview, offer, hired, not selected), at most one a day, and the business's messages, interview invitations and reminders about it. Msg & data rates may apply. Reply STOP to stop, HELP for help.",
  },
  'job-alerts': {
    version: '2026-11-29',
    words:
      'Texts with new jobs that match this search, as often as you choose, at most 3 a day. Msg & data rates may apply. Reply STOP to stop, HELP for help.',
  },
  'business-setup': {
    version: '2026-11-29',
    words:
      'As its owner you get texts about this business: when it is approved, a daily digest and reminders of new applications, and billing notices. Msg & data rates may apply. Reply STOP to stop, HELP for help.',
  },
  settings: { version: '2026-11-29', words: 'Texts of this kind turned on or off in settings.' },
} as const satisfies Record<ConsentScreen, { version: string; words: string }>;

/**
 * The first text of each kind to a number starts with this (decision 085): who is writing, what
 * kind of text it is, and how to stop.
 */
export const TEXT_INTRO =
  '{name} texts: {kind}. Msg & data rates may apply. Reply STOP to stop, HELP for help.';

export const TEXT_CONSENT_MESSAGES = {
  tooMany: 'Too many text setting changes this hour. Please try again later.',
  notSwitchable: 'Sign-in codes are sent only when you ask for one and cannot be turned off',
  unknownKind: `kind must be one of ${TEXT_KINDS.join(', ')}`,
} as const;

/** Switch changes one account may make an hour (PUT /user/text-consents/{kind}). */
export const TEXT_CONSENT_CHANGES_PER_HOUR = 60;
