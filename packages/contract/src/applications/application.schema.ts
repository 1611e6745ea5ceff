import { z } from 'zod';
import { ZScreeningAnswer, ZScreeningAnswersInput } from '../job-posting/screening-questions.ts';
import { ZDay } from '../jobs/enums.schema.ts';
import { ZApplicantCertificate } from '../profile/certificates.schema.ts';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { APPLICATION_MESSAGES } from './application-messages.ts';
import { APPLICATION_NOTE_MAX, DECLINE_MESSAGE_MAX } from './application-rules.ts';
import { ZApplicationStatus, ZEmployerStatus } from './application-status.ts';

/** POST /jobs/{id}/applications: what the applicant adds to their profile. */
export const ZApplicationInput = z.strictObject(
  {
    note: optionalText(APPLICATION_NOTE_MAX, APPLICATION_MESSAGES.noteTooLong),
    /** Days of the job's shifts the applicant can work; the server checks they are the job's days. */
    availability: z
      .array(ZDay, { error: APPLICATION_MESSAGES.availability })
      .max(7, { error: APPLICATION_MESSAGES.availability })
      .default([])
      .transform((days) => [...new Set(days)]),
    /** Opt-in to status updates by SMS. */
    sms_updates: z.boolean({ error: APPLICATION_MESSAGES.smsUpdates }).default(false),
    /** Answers to the job's screening questions by question id, checked against them on the server. */
    answers: ZScreeningAnswersInput,
  },
  UNKNOWN_FIELDS,
);
export type TApplicationInput = z.input<typeof ZApplicationInput>;
export type TApplicationValues = z.output<typeof ZApplicationInput>;

/** POST /applications/{id}/status: one move in the employer's pipeline. */
export const ZApplicationStatusInput = z
  .strictObject(
    {
      status: ZEmployerStatus,
      /** A short, kind message to the applicant; only with 'not_selected'. */
      message: optionalText(DECLINE_MESSAGE_MAX, APPLICATION_MESSAGES.declineMessageTooLong),
    },
    UNKNOWN_FIELDS,
  )
  .refine((input) => !input.message || input.status === 'not_selected', {
    error: APPLICATION_MESSAGES.declineMessageOnlyWhenNotSelected,
    path: ['message'],
  });
export type TApplicationStatusInput = z.input<typeof ZApplicationStatusInput>;

/** A job of the work history as the employer saw it when the application was sent. */
export const ZSharedExperience = z.object({
  company_name: z.string(),
  position_title: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_current: z.boolean(),
  /** The company's staff list holds the applicant's phone (the profile's 'Verified' badge). */
  verified: z.boolean(),
});

/** The profile as shared at apply time: later edits to the profile do not change it. */
export const ZSharedProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  member_since: ZIsoDateTime,
  /** Businesses whose staff list holds the applicant (the membership card's employers). */
  verified_employers: z.array(z.string()),
  work_experience: z.array(ZSharedExperience),
});
export type TSharedProfile = z.infer<typeof ZSharedProfile>;

/** Whether the job can still be applied to, as the applicant's list shows it. */
export const ZApplicationJobState = z.enum(['live', 'closed', 'expired', 'removed']);
export type TApplicationJobState = z.infer<typeof ZApplicationJobState>;

/** One step of an application's history; the applicant sees when, never who. */
export const ZApplicationStep = z.object({
  status: ZApplicationStatus,
  changed_at: ZIsoDateTime,
});

/** An application as its applicant reads it (GET /user/applications, GET /jobs/{id}/my-application). */
export const ZMyApplication = z.object({
  id: ZUuid,
  /** Null once the job is deleted; the title and business name stay as they were. */
  job_id: ZUuid.nullable(),
  job_title: z.string(),
  business_id: ZUuid.nullable(),
  business_name: z.string(),
  job_state: ZApplicationJobState,
  status: ZApplicationStatus,
  status_changed_at: ZIsoDateTime,
  applied_at: ZIsoDateTime,
  note: z.string().nullable(),
  availability: z.array(ZDay),
  sms_updates: z.boolean(),
  /** The employer's message when the applicant was not selected, if they wrote one. */
  decline_message: z.string().nullable(),
  history: z.array(ZApplicationStep),
  /** The screening questions as they were asked, with the applicant's answers (decision 095). */
  screening: z.array(ZScreeningAnswer),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** One step as the employer sees it: with who moved the applicant. */
export const ZApplicantStep = ZApplicationStep.extend({
  /** The person's name, 'Applicant' for the applicant's own steps. */
  changed_by: z.string(),
});

/** How to reach an applicant: only for the business's owners and managers and admins. */
export const ZApplicantContact = z.object({
  phone: z.string(),
  email: z.string().nullable(),
});

/** An applicant as the job's employer reads them (GET /jobs/{id}/applications). */
export const ZApplicant = z.object({
  id: ZUuid,
  status: ZApplicationStatus,
  applied_at: ZIsoDateTime,
  status_changed_at: ZIsoDateTime,
  /** Nobody at the business had opened the job's applicants since this one arrived. */
  is_unread: z.boolean(),
  profile: ZSharedProfile,
  note: z.string().nullable(),
  availability: z.array(ZDay),
  /** Null once the application is withdrawn. */
  contact: ZApplicantContact.nullable(),
  sms_updates: z.boolean(),
  decline_message: z.string().nullable(),
  history: z.array(ZApplicantStep),
  /** The screening questions as they were asked, with the answers and whether each meets the job's need. */
  screening: z.array(ZScreeningAnswer),
  /** Every question that needs an answer got it (true when none does). */
  meets_all: z.boolean(),
  /** The job's required certificates: which the applicant holds, valid on the start date (decision 097). */
  certificates: z.array(ZApplicantCertificate),
});
export type TApplicant = z.infer<typeof ZApplicant>;

/** GET /jobs/{id}/applications: the job and its applicants, newest first. */
export const ZJobApplicants = z.object({
  job: z.object({
    id: ZUuid,
    title: z.string(),
    business_id: ZUuid,
    business_name: z.string(),
  }),
  applicants: z.array(ZApplicant),
});
export type TJobApplicants = z.infer<typeof ZJobApplicants>;

/** GET /user/new-applications: unread applications at the businesses the caller runs. */
export const ZNewApplications = z.object({
  count: z.number().int(),
  jobs: z.array(
    z.object({
      job_id: ZUuid,
      job_title: z.string(),
      business_name: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type TNewApplications = z.infer<typeof ZNewApplications>;

/** Path parameters of /applications/{id}. */
