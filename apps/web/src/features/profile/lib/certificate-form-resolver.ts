import { ZCertificateInput } from '@perks/contract';
import { contractResolver } from '@/lib/contract-resolver';
import { type CertificateFormValues, certificateFormToPayload } from './certificate-form-values';

const FIELDS = new Set<string>(['kind', 'name', 'number', 'issuer', 'issued_on', 'expires_on']);

/** The form control a body field's message belongs to ('root' when none does). */
export function certificateFieldFor(path: string | undefined): keyof CertificateFormValues | 'root' {
  const field = path?.split('.')[0];
  return field && FIELDS.has(field) ? (field as keyof CertificateFormValues) : 'root';
}

/** Checks the form by the contract's body schema: the server's rules and words, written once. */
export const certificateFormResolver = contractResolver<CertificateFormValues>(ZCertificateInput, {
  toPayload: certificateFormToPayload,
  fieldFor: certificateFieldFor,
});
