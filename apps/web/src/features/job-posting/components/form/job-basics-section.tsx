import { useLingui } from '@lingui/react/macro';
import { ROLE_TYPE_LABELS, ROLE_TYPES, type RoleType, roleTypeFromTitle } from '@perks/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceSelect } from '@/components/choice-select';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { useContractText } from '@/lib/i18n/contract-text';
import type { JobFormValues } from '../../lib/job-form-values';
import { useErrorText } from '../../lib/use-error-text';
import { BusinessPicker } from '../business-picker/business-picker';
import { FormSection } from './form-section';

/** Title, the role type (the title's until the poster picks one), the business and where the work is. */
export function JobBasicsSection() {
  const auth = useAuth();
  const { register, control, formState, getValues, setValue } = useFormContext<JobFormValues>();
  const title = useWatch({ control, name: 'title' });
  const errors = formState.errors;
  const { t } = useLingui();
  const tc = useContractText();
  const err = useErrorText();
  const roleHint = t`Matched to the job title until you pick one. Workers filter the job board by it.`;

  return (
    <FormSection id="job-basics" title={t`Job Basics`}>
      <Field id="title" label={t`Job title`} required error={err(errors.title?.message)}>
        <Input
          id="title"
          placeholder={t`e.g. Line Cook, Bartender, Server`}
          {...register('title')}
          {...describedBy('title', { error: errors.title?.message, required: true })}
        />
      </Field>

      <Field id="role_type" label={t`Role type`} hint={roleHint} error={err(errors.role_type?.message)}>
        <Controller
          control={control}
          name="role_type"
          render={({ field }) => (
            <ChoiceSelect
              id="role_type"
              value={field.value ?? roleTypeFromTitle(title)}
              onChange={(event) => field.onChange(event.target.value as RoleType)}
              {...describedBy('role_type', { hint: roleHint, error: errors.role_type?.message })}
              choices={ROLE_TYPES}
              labelOf={(role) => tc(ROLE_TYPE_LABELS[role])}
            />
          )}
        />
      </Field>

      <Field id="business" label={t`Business`} required error={err(errors.business?.message)}>
        <Controller
          control={control}
          name="business"
          render={({ field }) => (
            <BusinessPicker
              id="business"
              value={field.value}
              isAdmin={auth.isAdmin}
              signedIn={auth.status === 'signed-in'}
              error={err(errors.business?.message)}
              describedBy={errors.business ? 'business-error' : undefined}
              onChange={(business, details) => {
                field.onChange(business);
                // A new posting's location starts as the business's address. Validated as it is
                // set, so a 'Location is required' left from an earlier submit goes away with it.
                if (details?.address && !getValues('location').trim()) {
                  setValue('location', details.address, { shouldDirty: true, shouldValidate: true });
                }
              }}
            />
          )}
        />
      </Field>

      <Field id="location" label={t`Location`} required error={err(errors.location?.message)}>
        <Input
          id="location"
          placeholder={t`Street address, Portland, ME`}
          autoComplete="street-address"
          {...register('location')}
          {...describedBy('location', { error: errors.location?.message, required: true })}
        />
      </Field>
    </FormSection>
  );
}
