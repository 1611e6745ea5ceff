import { ROLE_TYPE_LABELS, roleTypeFromTitle } from '@perks/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import type { JobFormValues } from '../../lib/job-form-values';
import { BusinessPicker } from '../business-picker/business-picker';
import { FormSection } from './form-section';

/** Title (the role type follows from it), the business and where the work is. */
export function JobBasicsSection() {
  const auth = useAuth();
  const { register, control, formState, getValues, setValue } = useFormContext<JobFormValues>();
  const title = useWatch({ control, name: 'title' });
  const errors = formState.errors;
  const roleHint = title.trim() ? `Role type: ${ROLE_TYPE_LABELS[roleTypeFromTitle(title)]}` : undefined;

  return (
    <FormSection id="job-basics" title="Job Basics">
      <Field id="title" label="Job title" hint={roleHint} error={errors.title?.message}>
        <Input
          id="title"
          placeholder="e.g. Line Cook, Bartender, Server"
          {...register('title')}
          {...describedBy('title', { hint: roleHint, error: errors.title?.message })}
        />
      </Field>

      <Field id="business" label="Business" error={errors.business?.message}>
        <Controller
          control={control}
          name="business"
          render={({ field }) => (
            <BusinessPicker
              id="business"
              value={field.value}
              isAdmin={auth.isAdmin}
              signedIn={auth.status === 'signed-in'}
              error={errors.business?.message}
              describedBy={errors.business ? 'business-error' : undefined}
              onChange={(business, details) => {
                field.onChange(business);
                // A new posting's location starts as the business's address.
                if (details?.address && !getValues('location').trim()) {
                  setValue('location', details.address, { shouldDirty: true });
                }
              }}
            />
          )}
        />
      </Field>

      <Field id="location" label="Location" error={errors.location?.message}>
        <Input
          id="location"
          placeholder="Street address, Portland, ME"
          autoComplete="street-address"
          {...register('location')}
          {...describedBy('location', { error: errors.location?.message })}
        />
      </Field>
    </FormSection>
  );
}
