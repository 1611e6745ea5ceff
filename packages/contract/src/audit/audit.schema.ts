import { z } from 'zod';
import { paginated } from '../api/envelope.ts';
import { ZLimit, ZPage } from '../shared/pagination.schema.ts';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';

/**
 * What an admin write did, for the audit trail: `user.create`, `user.update`, `user.delete`;
 * `user.admin_granted_by_config` when ADMIN_PHONES makes the first admin of an install (no actor:
 * the platform's configuration did it, decision 053); `user.passkeys_reset` when an admin resets another
 * admin's lost passkey (decision 103); the
 * job writes and moderation (`job.status`); the business writes and who runs a business
 * (`business.member_add`, `business.member_remove`); a lead's status and conversion; `theme.publish` and `theme.reset` for the platform theme; `review.remove` for a removed review;
 * an admin's changes to a business they do not run: its staff list (`roster.*`), its promotions
 * (`promotion.*`), the visits they record there (`check_in.create`) and the applicants they move in
 * its pipeline (`application.status`, decision 054).
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.delete',
  'user.admin_granted_by_config',
  'user.passkeys_reset',
  'job.create',
  'job.update',
  'job.status',
  'job.delete',
  'business.create',
  'business.update',
  'business.delete',
  'business.member_add',
  'business.member_remove',
  'lead.status',
  'lead.convert',
  'theme.publish',
  'theme.reset',
  'review.remove',
  'roster.add',
  'roster.update',
  'roster.remove',
  'roster.import',
  'promotion.create',
  'promotion.update',
  'promotion.status',
  'check_in.create',
  'application.status',
  'billing.second_subscription_cancelled',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** One changed field: its value before and after (null when absent). */
const ZFieldChange = z.object({ from: z.unknown(), to: z.unknown() });

/** One audited write: who, what, which record, when, and the fields it changed. */
export const ZAuditEvent = z.object({
  id: ZUuid,
  action: ZAuditAction,
  entity_type: z.string(),
  entity_id: z.string(),
  /**
   * The person who acted, or null once their account is deleted (`actor_label` keeps who it was)
   * or when no person acted (ADMIN_PHONES' grant: 'System (ADMIN_PHONES)').
   */
  actor_id: ZUuid.nullable(),
  actor_label: z.string(),
  changes: z.record(z.string(), ZFieldChange),
  created_at: ZIsoDateTime,
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditEventListQuery = z.object({
  page: ZPage,
  limit: ZLimit,
  entity_type: z
    .enum(['user', 'job', 'business', 'lead', 'platform_theme', 'roster_entry', 'promotion', 'check_in'], {
      error:
        'entity_type must be user, job, business, lead, platform_theme, roster_entry, promotion or check_in',
    })
    .optional(),
  entity_id: ZUuid.optional(),
});
export type TAuditEventListQuery = z.infer<typeof ZAuditEventListQuery>;

export const ZAuditEventList = paginated(ZAuditEvent);
