import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { CertificateCheckboxes } from '@/components/certificate-checkboxes';
import { FieldError } from '@/components/ui/field';
import { useContractText } from '@/lib/i18n/contract-text';
import type { JobFormValues } from '../../lib/job-form-values';
import { FormSection } from './form-section';

/**
 * 'Required certificates' (optional, decision 097): the job page lists them, /jobs filters by
 * them, and each applicant's card says whether they hold them, valid on the start date.
 */
export function RequiredCertificatesSection() {
  const { t } = useLingui();
  const tc = useContractText();
  const { control, formState } = useFormContext<JobFormValues>();
  const error = formState.errors.required_certificates?.message;
  return (
    <FormSection id="required_certificates" title={t`Required certificates`}>
      <fieldset aria-describedby="required_certificates-hint">
        <legend className="sr-only">{t`Required certificates`}</legend>
        <p id="required_certificates-hint" className="mb-3 text-sm text-muted-foreground">
          <Trans>
            Optional. Tick the certificates a hire must hold. Applicants' cards show whether they hold them
            and whether they are still valid.
          </Trans>
        </p>
        <Controller
          control={control}
          name="required_certificates"
          render={({ field }) => (
            <CertificateCheckboxes
              id="required_certificates"
              value={field.value}
              onChange={field.onChange}
              describedBy={error ? 'required_certificates-error' : undefined}
              invalid={Boolean(error)}
            />
          )}
        />
        <FieldError id="required_certificates" error={error ? tc(error) : undefined} />
      </fieldset>
    </FormSection>
  );
}
