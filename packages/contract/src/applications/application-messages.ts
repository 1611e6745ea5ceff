import { inEnglish, type Translate } from '../i18n/translate.ts';
import {
  APPLICATION_NOTE_MAX,
  APPLICATIONS_PER_DAY,
  DECLINE_MESSAGE_MAX,
  UNREAD_REMINDER_DAYS,
} from './application-rules.ts';
import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from './application-statuses.ts';

/** Every message of applications that reaches a person, for both server and screens. */
export const APPLICATION_MESSAGES = {
  noteTooLong: `Note must be ${APPLICATION_NOTE_MAX} characters or fewer`,
  availability: 'Availability must be a list of days the job has shifts on',
  smsUpdates: 'sms_updates must be true or false',
  declineMessageTooLong: `Message must be ${DECLINE_MESSAGE_MAX} characters or fewer`,
  declineMessageOnlyWhenNotSelected: 'A message can only be sent when the applicant is not selected',
  notLive: 'This job is not accepting applications',
  profileIncomplete: 'Complete your profile before applying',
  tooMany: `You can send at most ${APPLICATIONS_PER_DAY} applications a day. Try again tomorrow.`,
  withdrawn: 'You withdrew this application, so this job cannot be applied to again',
  alreadyWithdrawn: 'This application was withdrawn',
  notFound: 'Application not found',
  applied: 'Application sent',
  withdrawConfirm: 'Withdraw this application? You will not be able to apply to this job again.',
  jobRemoved: 'Job removed',
  jobClosed: 'No longer accepting applications',
} as const;

/** The kind message an employer starts from when an applicant is not selected; they may edit it. */
export function defaultDeclineMessage(
  jobTitle: string,
  businessName: string,
  t: Translate = inEnglish,
): string {
  return t(
    'Thank you for applying for {jobTitle} at {businessName}. We have chosen another applicant this time, and we hope you will apply again.',
    { jobTitle, businessName },
  );
}

/** The text an applicant gets when an employer moves their application (when they opted in). */
export function statusChangeSms(
  input: {
    status: TApplicationStatus;
    jobTitle: string;
    businessName: string;
    message?: string | null;
  },
  t: Translate = inEnglish,
): string {
  const head = t("Industry Perks: your application for {jobTitle} at {businessName} is now '{status}'.", {
    jobTitle: input.jobTitle,
    businessName: input.businessName,
    status: t(APPLICATION_STATUS_LABELS[input.status]),
  });
  // The employer's own words go as they wrote them.
  const body = input.message ? ` ${input.message}` : '';
  return `${head}${body} ${t('See /applications. Reply STOP to stop updates.')}`;
}

/** The one reminder to a business about applications nobody there has opened for days. */
export function unreadReminderSms(
  input: { businessName: string; count: number },
  t: Translate = inEnglish,
): string {
  const values = { count: input.count, days: UNREAD_REMINDER_DAYS, businessName: input.businessName };
  return input.count === 1
    ? t(
        'Industry Perks: {count} application has waited {days} days at {businessName}. Open your dashboard to review them.',
        values,
      )
    : t(
        'Industry Perks: {count} applications have waited {days} days at {businessName}. Open your dashboard to review them.',
        values,
      );
}

/** The daily digest to owners and managers of new applications at their businesses. */
export function newApplicationsDigestSms(
  input: { count: number; businessNames: string[] },
  t: Translate = inEnglish,
): string {
  const values = { count: input.count, businessNames: input.businessNames.join(', ') };
  return input.count === 1
    ? t(
        'Industry Perks: {count} new application in the last day at {businessNames}. Open your dashboard to review them.',
        values,
      )
    : t(
        'Industry Perks: {count} new applications in the last day at {businessNames}. Open your dashboard to review them.',
        values,
      );
}
