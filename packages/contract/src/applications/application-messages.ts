import {
  APPLICATION_NOTE_MAX,
  APPLICATIONS_PER_DAY,
  DECLINE_MESSAGE_MAX,
  UNREAD_REMINDER_DAYS,
} from './application-rules.ts';
import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from './application-status.ts';

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
export function defaultDeclineMessage(jobTitle: string, businessName: string): string {
  return `Thank you for applying for ${jobTitle} at ${businessName}. We have chosen another applicant this time, and we hope you will apply again.`;
}

/** The text an applicant gets when an employer moves their application (when they opted in). */
export function statusChangeSms(input: {
  status: TApplicationStatus;
  jobTitle: string;
  businessName: string;
  message?: string | null;
}): string {
  const head = `Industry Perks: your application for ${input.jobTitle} at ${input.businessName} is now '${APPLICATION_STATUS_LABELS[input.status]}'.`;
  const body = input.message ? ` ${input.message}` : '';
  return `${head}${body} See /applications. Reply STOP to stop updates.`;
}

/** The one reminder to a business about applications nobody there has opened for days. */
export function unreadReminderSms(input: { businessName: string; count: number }): string {
  const noun = input.count === 1 ? 'application has' : 'applications have';
  return `Industry Perks: ${input.count} ${noun} waited ${UNREAD_REMINDER_DAYS} days at ${input.businessName}. Open your dashboard to review them.`;
}

/** The daily digest to owners and managers of new applications at their businesses. */
export function newApplicationsDigestSms(input: { count: number; businessNames: string[] }): string {
  const noun = input.count === 1 ? 'new application' : 'new applications';
  return `Industry Perks: ${input.count} ${noun} in the last day at ${input.businessNames.join(', ')}. Open your dashboard to review them.`;
}
