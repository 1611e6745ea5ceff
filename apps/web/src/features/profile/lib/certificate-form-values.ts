import type { CertificateKind, TCertificate, TCertificateInput } from '@perks/contract';

/** The certificate form's values: every field text, as the inputs hold them. */
export interface CertificateFormValues {
  kind: CertificateKind;
  name: string;
  number: string;
  issuer: string;
  issued_on: string;
  expires_on: string;
}

export const emptyCertificateForm = (): CertificateFormValues => ({
  kind: 'food_handler',
  name: '',
  number: '',
  issuer: '',
  issued_on: '',
  expires_on: '',
});

export const certificateToForm = (certificate: TCertificate): CertificateFormValues => ({
  kind: certificate.kind,
  name: certificate.name ?? '',
  number: certificate.number ?? '',
  issuer: certificate.issuer ?? '',
  issued_on: certificate.issued_on ?? '',
  expires_on: certificate.expires_on ?? '',
});

/** The body the form sends: blanks are left out (the contract reads them as absent). */
export const certificateFormToPayload = (values: CertificateFormValues): TCertificateInput => ({
  kind: values.kind,
  ...(values.kind === 'other' && values.name.trim() ? { name: values.name } : {}),
  ...(values.number.trim() ? { number: values.number } : {}),
  ...(values.issuer.trim() ? { issuer: values.issuer } : {}),
  ...(values.issued_on ? { issued_on: values.issued_on } : {}),
  ...(values.expires_on ? { expires_on: values.expires_on } : {}),
});
