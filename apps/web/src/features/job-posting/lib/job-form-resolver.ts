import { type PostingContext, postingProblems, ZJobPayload } from '@perks/contract';
import { contractResolver } from '@/lib/contract-resolver';
import { formToPayload, type JobFormValues } from './job-form-values';

/** Which form control shows a payload field's message. */
const FIELD_FOR: Record<string, keyof JobFormValues> = {
  title: 'title',
  role_type: 'role_type',
  business_id: 'business',
  company: 'business',
  location: 'location',
  description: 'description',
  benefits: 'benefits',
  languages: 'languages',
  required_certificates: 'required_certificates',
  is_tipped_role: 'is_tipped_role',
  base_hourly_pay: 'base_hourly_pay',
  estimated_tips_hourly: 'estimated_tips_hourly',
  tip_structure: 'tip_structure',
  tip_pool_description: 'tip_pool_description',
  schedule_data: 'shifts',
  weekly_hours: 'shifts',
  minimum_shifts_per_week: 'minimum_shifts_per_week',
  start_availability: 'start_availability',
  contact_email: 'contact_email',
  contact_name: 'contact_name',
  contact_phone: 'contact_phone',
  status: 'status',
  posted_at: 'posted_at',
  expires_at: 'expires_at',
};

/** The form control a server or schema error belongs to, if any (e.g. 'schedule_data.0.day' → shifts). */
export function formFieldFor(payloadPath: string | undefined): keyof JobFormValues | undefined {
  if (!payloadPath) return undefined;
  return FIELD_FOR[payloadPath.split('.')[0]!];
}

/**
 * Validates the form by the contract's payload schema and its posting rules for this poster and
 * job (the statuses they may set, how far back the posting date may go; decision 053), the same
 * rules the server applies, so every message on screen is the server's message and no rule is
 * written twice.
 */
export function jobFormResolver(context: Omit<PostingContext, 'now'>) {
  const schema = ZJobPayload.superRefine((payload, ctx) => {
    for (const problem of postingProblems(payload, context)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
  return contractResolver<JobFormValues>(schema, { toPayload: formToPayload, fieldFor: formFieldFor });
}
