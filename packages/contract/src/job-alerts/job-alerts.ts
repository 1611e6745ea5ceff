import { z } from 'zod';
import { ZEmploymentType, ZRoleType } from '../jobs/enums.schema.ts';
import { ZJobListFields } from '../jobs/job-list-query.schema.ts';
import { placeRules } from '../jobs/place.schema.ts';
import { DEFAULT_RADIUS_MILES, RADIUS_MILES } from '../jobs/place.ts';
import { ZTimeOfDay } from '../jobs/time-of-day.schema.ts';
import { WORK_LANGUAGES } from '../jobs/work-languages.ts';
import { ZEmail, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';

/** Far above anyone's real use; keeps one account's matching work bounded (decision 058). */
export const JOB_ALERTS_MAX = 20;
export const JOB_ALERT_NAME_MAX_LENGTH = 80;
/** Instant text alerts a person gets in one Portland day, across all their searches. */
export const JOB_ALERT_TEXTS_PER_DAY = 3;
/** Confirmation e-mails one person may ask for in a day: each one is mail to a stranger's inbox. */
export const ALERT_EMAIL_CONFIRMATIONS_PER_DAY = 5;
/** How long a confirmation link works. */
export const ALERT_EMAIL_CONFIRM_HOURS = 48;
/** The digest time a new daily alert starts with. */
export const DEFAULT_DIGEST_TIME = '08:00';

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const JOB_ALERTS_TOO_MANY = `At most ${JOB_ALERTS_MAX} job alerts`;
export const JOB_ALERT_NAME_MISSING = 'Give the alert a name';
export const JOB_ALERT_NAME_TOO_LONG = `Name must be at most ${JOB_ALERT_NAME_MAX_LENGTH} characters`;
export const JOB_ALERT_CHANNEL_MISSING = 'Choose e-mail, text or both';
export const JOB_ALERT_NOT_FOUND = 'Job alert not found';
export const ALERT_EMAIL_CONFIRMATIONS_EXHAUSTED =
  'Too many confirmation e-mails today. Please try again tomorrow.';
export const ALERT_EMAIL_LINK_INVALID = 'This confirmation link is not valid or has expired.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';
/** The public link routes' per-network budget is spent (429 with Retry-After). */
export const ALERT_LINKS_EXHAUSTED = 'Too many requests from this network. Please try again later.';
/** Production without an SMTP server: e-mail is off, so no address is taken (decision 058). */
export const ALERT_EMAIL_OFF =
  'E-mail alerts are not available on this site yet. Choose text alerts for now.';
/** What a text alert ends with: how to stop them (the provider reports the STOP). */
export const JOB_ALERT_TEXT_STOP = 'Reply STOP to stop job alerts';

/**
 * The filters an alert keeps: exactly the job board's list query (GET /jobs), less paging, sorting
 * and the one-business view, so an alert matches what the page it links to lists. A place is a
 * ZIP code and a radius only: `lat`/`lng` (the device's position) are never stored anywhere
 * (decision 099), so they are refused here as unknown fields. A ZIP code without a radius is kept
 * with the board's default one, so the alert says how far it reaches ('Within 10 miles of 04101').
 */
export const ZJobAlertFilters = z
  .strictObject(
    ZJobListFields.pick({
      title_search: true,
      role_type: true,
      employment_type: true,
      is_tipped_role: true,
      location: true,
      min_pay: true,
      languages: true,
      zip: true,
      radius: true,
    }).shape,
    UNKNOWN_FIELDS,
  )
  .superRefine(placeRules)
  .transform((filters) =>
    filters.zip === undefined ? filters : { ...filters, radius: filters.radius ?? DEFAULT_RADIUS_MILES },
  );
export type TJobAlertFilters = z.output<typeof ZJobAlertFilters>;

/** Saved filters as answered: the values ZJobAlertFilters produced (answers carry no transforms). */
export const ZSavedJobAlertFilters = z.object({
  title_search: z.string().optional(),
  role_type: ZRoleType.optional(),
  employment_type: ZEmploymentType.optional(),
  is_tipped_role: z.boolean().optional(),
  location: z.string().optional(),
  min_pay: z.number().optional(),
  languages: z.array(z.enum(WORK_LANGUAGES)).optional(),
  /** The ZIP code the alert measures from; with it, always the radius it was saved with. */
  zip: z.string().optional(),
  radius: z.literal([...RADIUS_MILES]).optional(),
});

export const ZAlertFrequency = z.enum(ALERT_FREQUENCIES);
export const ZAlertChannel = z.enum(ALERT_CHANNELS);

const ZChannels = z
  .array(ZAlertChannel)
  .min(1, { error: JOB_ALERT_CHANNEL_MISSING })
  .max(ALERT_CHANNELS.length)
  // Order and repeats carry no meaning: stored sorted and once each.
  .transform((channels) => ALERT_CHANNELS.filter((channel) => channels.includes(channel)));

const ZAlertName = requiredText(JOB_ALERT_NAME_MAX_LENGTH, JOB_ALERT_NAME_MISSING, JOB_ALERT_NAME_TOO_LONG);

const alertFields = {
  name: ZAlertName,
  filters: ZJobAlertFilters,
  frequency: ZAlertFrequency,
  /** Portland time the daily digest goes out; kept (and ignored) for instant alerts. */
  digest_time: ZTimeOfDay,
  channels: ZChannels,
  paused: z.boolean(),
};

/** Body of POST /user/job-alerts. */
export const ZCreateJobAlertRequest = z.strictObject(
  {
    ...alertFields,
    digest_time: alertFields.digest_time.default(DEFAULT_DIGEST_TIME),
    paused: alertFields.paused.default(false),
  },
  UNKNOWN_FIELDS,
);
export type TCreateJobAlertRequest = z.input<typeof ZCreateJobAlertRequest>;

/** Body of PATCH /user/job-alerts/{alertId}: any of the fields; the rest stay. */
export const ZUpdateJobAlertRequest = z.strictObject(
  {
    name: alertFields.name.optional(),
    filters: alertFields.filters.optional(),
    frequency: alertFields.frequency.optional(),
    digest_time: alertFields.digest_time.optional(),
    channels: alertFields.channels.optional(),
    paused: alertFields.paused.optional(),
  },
  UNKNOWN_FIELDS,
);
export type TUpdateJobAlertRequest = z.input<typeof ZUpdateJobAlertRequest>;

export const ZJobAlertParams = z.object({ alertId: ZUuid });

/** One saved search with its alert settings. */
export const ZJobAlert = z.object({
  id: ZUuid,
  name: z.string(),
  filters: ZSavedJobAlertFilters,
  frequency: ZAlertFrequency,
  digest_time: ZTimeOfDay,
  channels: z.array(ZAlertChannel),
  paused: z.boolean(),
  created_at: ZIsoDateTime,
  /** When this search last sent an alert; null before the first. */
  last_alerted_at: ZIsoDateTime.nullable(),
});
export type TJobAlert = z.infer<typeof ZJobAlert>;

/**
 * The address alerts are e-mailed to. `confirmed` is false until the link sent to it is opened;
 * no alert goes to an unconfirmed address.
 */
export const ZAlertEmail = z.object({ address: ZEmail.nullable(), confirmed: z.boolean() });
export type TAlertEmail = z.infer<typeof ZAlertEmail>;

/** GET /user/job-alerts: the person's alerts (the latest first) and their alert address. */
export const ZJobAlertList = z.object({ items: z.array(ZJobAlert), email: ZAlertEmail });
export type TJobAlertList = z.infer<typeof ZJobAlertList>;

/** Body of PUT /user/job-alerts/email: sends a confirmation link to the address. */
export const ZSetAlertEmailRequest = z.strictObject({ email: ZEmail }, UNKNOWN_FIELDS);
export type TSetAlertEmailRequest = z.infer<typeof ZSetAlertEmailRequest>;

/** A signed token from a link in an e-mail (confirmation or unsubscribe). */
export const ZAlertToken = z.string().min(1).max(512);

/** Body of POST /job-alerts/email/confirm: the token from the confirmation link. */
export const ZConfirmAlertEmailRequest = z.strictObject({ token: ZAlertToken }, UNKNOWN_FIELDS);

export const ZUnsubscribeParams = z.object({ token: ZAlertToken });

/**
 * What an unsubscribe link does: stop e-mail for the named alert (an alert left with no channel is
 * paused). `unsubscribed` is true once done (GET tells whether it already was).
 */
export const ZUnsubscribeResult = z.object({ alert_name: z.string(), unsubscribed: z.boolean() });
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;
