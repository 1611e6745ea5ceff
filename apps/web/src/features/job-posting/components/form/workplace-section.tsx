import { Controller, useFormContext } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { JobFormValues } from '../../lib/job-form-values';
import { BenefitsEditor } from './benefits-editor';
import { FormSection } from './form-section';

const HIGHLIGHTS_HINT = 'What makes this a good place to work? Use **double asterisks** for bold.';

/** Why someone would want this job: the highlights text workers read first, and the benefits. */
export function WorkplaceSection() {
  const { register, control, formState } = useFormContext<JobFormValues>();
  const errors = formState.errors;
  return (
    <FormSection id="workplace" title="Workplace Highlights">
      <Field
        id="description"
        label="Why work here?"
        hint={HIGHLIGHTS_HINT}
        error={errors.description?.message}
      >
        <Textarea
          id="description"
          rows={5}
          placeholder="Great crew, family meal every shift, tips paid out nightly..."
          {...register('description')}
          {...describedBy('description', { hint: true, error: errors.description?.message })}
        />
      </Field>
      <Controller
        control={control}
        name="benefits"
        render={({ field }) => (
          <BenefitsEditor value={field.value} onChange={field.onChange} error={errors.benefits?.message} />
        )}
      />
    </FormSection>
  );
}
