import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import {
  INTERVIEW_DAYS_AHEAD_MAX,
  INTERVIEW_MINUTES_MAX,
  INTERVIEW_MINUTES_MIN,
  INTERVIEW_NOTE_MAX,
  INTERVIEW_REASON_MAX,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_WITH_WHOM_MAX,
} from './interview-rules.ts';

/** Every message of interviews that reaches a person, for both server and screens. */
export const INTERVIEW_MESSAGES = {
  calendarKeyInvalid: "key must be the link's key",
  calendarLanguageInvalid: `lang must be one of ${SUPPORTED_LOCALES.join(', ')}`,
  slotsMissing: 'Offer at least one time',
  slotsTooMany: `Offer at most ${INTERVIEW_SLOTS_MAX} times`,
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  startInvalid: 'Enter a start time as HH:MM',
  minutesInvalid: `An interview lasts ${INTERVIEW_MINUTES_MIN} to ${INTERVIEW_MINUTES_MAX} minutes`,
  timeDoesNotExist: 'That time does not exist in Portland (the clocks skip it). Pick another.',
  timeHappensTwice: 'That time happens twice in Portland that night (the clocks go back). Pick another.',
  timeRepeated: 'Each time can be offered once',
  timeInPast: 'Pick a time in the future',
  timeTooFar: `Pick a time within ${INTERVIEW_DAYS_AHEAD_MAX} days`,
  placeInvalid: 'Choose the business address or a phone call',
  withWhomTooLong: `'With whom' must be ${INTERVIEW_WITH_WHOM_MAX} characters or fewer`,
  noteTooLong: `A note must be ${INTERVIEW_NOTE_MAX} characters or fewer`,
  reasonMissing: 'Give a reason',
  reasonTooLong: `A reason must be ${INTERVIEW_REASON_MAX} characters or fewer`,
  slotInvalid: 'Choose one of the offered times',
  outcomeInvalid: 'Choose Attended or No-show',
  notFound: 'Interview not found',
  applicationNotFound: 'Application not found',
  alreadyOpen: 'This applicant already has an open interview invitation. Reschedule or cancel it first.',
  applicationEnded: 'This application has ended',
  notOffered: 'This invitation is no longer waiting for an answer',
  notScheduled: 'This interview is not scheduled',
  timeTaken: 'That time was just taken. Choose another one.',
  noTimesLeft: 'All the offered times were taken. Ask for other times.',
  notYet: 'You can mark the interview once its time has come',
  businessOnly: 'Only the business can do this',
  applicantOnly: 'Only the applicant can do this',
  noAddress: 'The business has no address yet. Choose a phone call, or add the address first.',
  tooMany: 'This business has sent the most interview invitations allowed today. Try again tomorrow.',
} as const;

/** The words of an interview's place, as read on screens, texts and calendar files. */
export const INTERVIEW_LABELS = {
  phone: 'Phone call',
  offered: 'Waiting for an answer',
  scheduled: 'Scheduled',
  declined: 'Declined',
  other_times: 'Asked for other times',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
} as const;

/** The invitation by text: the times numbered, answered by number. */
export function interviewInviteSms(
  input: { businessName: string; jobTitle: string; times: readonly string[]; movedBecause?: string },
  t: Translate = inEnglish,
): string {
  const lines = input.times.map((time, index) => t('Reply {number} for {time}', { number: index + 1, time }));
  const moved = input.movedBecause
    ? `${t('Industry Perks: {businessName} moved your interview: "{reason}"', { businessName: input.businessName, reason: input.movedBecause })} `
    : '';
  return `${moved}${t('Industry Perks: {businessName} invites you to an interview for {jobTitle}.', { businessName: input.businessName, jobTitle: input.jobTitle })} ${lines.join('; ')}. ${t('Or answer in the app. Reply STOP to stop these texts.')}`;
}

/** The answer by text when the chosen time was taken meanwhile: the times left, numbered as before. */
export function interviewTimeTakenSms(
  input: { options: readonly { number: number; time: string }[] },
  t: Translate = inEnglish,
): string {
  if (input.options.length === 0)
    return t('Industry Perks: all the offered times were taken. Answer in the app to ask for other times.');
  const lines = input.options.map((option) => t('Reply {number} for {time}', option));
  return `${t('Industry Perks: that time was just taken.')} ${lines.join('; ')}.`;
}

/** The confirmation of a chosen time, to the worker. */
export function interviewConfirmedSms(
  input: { businessName: string; time: string; place: string },
  t: Translate = inEnglish,
): string {
  return t('Industry Perks: your interview with {businessName} is confirmed for {time} ({place}).', input);
}

/** A reminder to the worker: the evening before, and 2 hours before. */
export function interviewReminderSms(
  input: { businessName: string; time: string; place: string },
  t: Translate = inEnglish,
): string {
  return t('Industry Perks reminder: interview with {businessName} on {time} ({place}).', input);
}

/** Telling the worker the business cancelled or moved the interview, with its reason. */
export function interviewCancelledSms(
  input: { businessName: string; time: string; reason: string },
  t: Translate = inEnglish,
): string {
  return t('Industry Perks: {businessName} cancelled the interview on {time}: "{reason}"', input);
}

/** The confirmation e-mail of a chosen time (both sides; the calendar file attached). */
export function interviewConfirmedEmail(
  input: { businessName: string; jobTitle: string; applicantName: string; time: string; place: string },
  t: Translate = inEnglish,
) {
  return {
    subject: t('Interview confirmed: {time}', input),
    intro: t(
      'The interview of {applicantName} with {businessName} for {jobTitle} is confirmed for {time} ({place}).',
      input,
    ),
    calendar: t('Add to calendar'),
    open: t('See it in the app'),
    footer: t('You get this e-mail because of an application on Industry Perks.'),
  };
}

/** Telling the business the applicant declined, asked for other times or cancelled. */
export function interviewUpdateEmail(
  input: { businessName: string; jobTitle: string; applicantName: string; status: string; reason: string },
  t: Translate = inEnglish,
) {
  return {
    subject: t('Interview with {applicantName}: {status}', input),
    intro: input.reason
      ? t(
          '{applicantName} ({jobTitle}) answered your interview invitation: {status}. Reason: "{reason}"',
          input,
        )
      : t('{applicantName} ({jobTitle}) answered your interview invitation: {status}.', input),
    open: t('See it in the app'),
    footer: t('You get this e-mail because of an application on Industry Perks.'),
  };
}

/** The calendar event's title. */
export function interviewEventTitle(
  input: { businessName: string; jobTitle: string },
  t: Translate = inEnglish,
) {
  return t('Interview: {jobTitle} at {businessName}', input);
}
