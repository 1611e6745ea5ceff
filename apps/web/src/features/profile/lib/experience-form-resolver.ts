import { ZWorkExperienceInput } from '@perks/contract';
import { contractResolver } from '@/lib/contract-resolver';
import { type ExperienceFormValues, formToPayload } from './experience-form-values';

const FIELDS = new Set<string>([
  'company_name',
  'position_title',
  'location',
  'start_date',
  'end_date',
  'description',
  'employment_type',
  'hourly_wage',
]);

/** The form control a body field's message belongs to ('root' when none does). */
export function experienceFieldFor(path: string | undefined): keyof ExperienceFormValues | 'root' {
  const field = path?.split('.')[0];
  return field && FIELDS.has(field) ? (field as keyof ExperienceFormValues) : 'root';
}

/** Checks the form by the contract's body schema: the server's rules and words, written once. */
export const experienceFormResolver = contractResolver<ExperienceFormValues>(ZWorkExperienceInput, {
  toPayload: formToPayload,
  fieldFor: experienceFieldFor,
});
