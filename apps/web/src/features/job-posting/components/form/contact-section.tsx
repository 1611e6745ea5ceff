import { useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { JobFormValues } from '../../lib/job-form-values';
import { useErrorText } from '../../lib/use-error-text';
import { FormSection } from './form-section';

/** Where applications go: an email (required), and optionally a name and a phone number. */
export function ContactSection() {
  const { register, formState } = useFormContext<JobFormValues>();
  const errors = formState.errors;
  const { t } = useLingui();
  const err = useErrorText();
  return (
    <FormSection id="contact" title={t`Contact`} description={t`Applicants reach you here.`}>
      <Field id="contact_email" label={t`Contact email`} required error={err(errors.contact_email?.message)}>
        <Input
          id="contact_email"
          type="email"
          autoComplete="email"
          placeholder={t`jobs@yourbusiness.com`}
          {...register('contact_email')}
          {...describedBy('contact_email', { error: errors.contact_email?.message, required: true })}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact_name" label={t`Contact name (optional)`} error={err(errors.contact_name?.message)}>
          <Input
            id="contact_name"
            autoComplete="name"
            {...register('contact_name')}
            {...describedBy('contact_name', { error: errors.contact_name?.message })}
          />
        </Field>
        <Field
          id="contact_phone"
          label={t`Contact phone (optional)`}
          error={err(errors.contact_phone?.message)}
        >
          <Input
            id="contact_phone"
            type="tel"
            autoComplete="tel"
            {...register('contact_phone')}
            {...describedBy('contact_phone', { error: errors.contact_phone?.message })}
          />
        </Field>
      </div>
    </FormSection>
  );
}
