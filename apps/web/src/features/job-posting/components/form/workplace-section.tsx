import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { JobFormValues } from '../../lib/job-form-values';
import { useErrorText } from '../../lib/use-error-text';
import { BenefitsEditor } from './benefits-editor';
import { FormSection } from './form-section';

/** Why someone would want this job: the highlights text workers read first, and the benefits. */
export function WorkplaceSection() {
  const { register, control, formState } = useFormContext<JobFormValues>();
  const errors = formState.errors;
  const { t } = useLingui();
  const err = useErrorText();
  return (
    <FormSection id="workplace" title={t`Workplace Highlights`}>
      <Field
        id="description"
        label={t`Why work here?`}
        required
        hint={t`What makes this a good place to work? Use **double asterisks** for bold.`}
        error={err(errors.description?.message)}
      >
        <Textarea
          id="description"
          rows={5}
          placeholder={t`Great crew, family meal every shift, tips paid out nightly...`}
          {...register('description')}
          {...describedBy('description', { hint: true, error: errors.description?.message, required: true })}
        />
      </Field>
      <Controller
        control={control}
        name="benefits"
        render={({ field }) => (
          <BenefitsEditor
            value={field.value}
            onChange={field.onChange}
            error={err(errors.benefits?.message)}
          />
        )}
      />
    </FormSection>
  );
}
