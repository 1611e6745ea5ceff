import { Trans, useLingui } from '@lingui/react/macro';
import { WORK_EXPERIENCE_LIMITS, WORK_EXPERIENCE_TYPE_LABELS, WORK_EXPERIENCE_TYPES } from '@perks/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceSelect } from '@/components/choice-select';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useContractText } from '@/lib/i18n/contract-text';
import type { ExperienceFormValues } from '../lib/experience-form-values';

type TextField = 'company_name' | 'position_title' | 'location' | 'start_date' | 'end_date' | 'hourly_wage';

/** The form's controls, each with its label and the contract's message when it is refused. */
/** The fields the contract refuses to save empty, marked '*'. */
const REQUIRED_FIELDS = new Set<TextField>(['company_name', 'position_title', 'start_date']);

export function ExperienceFields() {
  const { register, control, formState, setValue } = useFormContext<ExperienceFormValues>();
  const { t } = useLingui();
  const tc = useContractText();
  const errors = formState.errors;
  /** The contract's message for a refused control, in the reader's language. */
  const errorOf = (name: keyof ExperienceFormValues) => {
    const message = errors[name]?.message;
    return message ? tc(message) : undefined;
  };
  const isCurrent = useWatch({ control, name: 'is_current' });
  const description = useWatch({ control, name: 'description' });

  const text = (name: TextField, label: string, props: Record<string, unknown> = {}) => (
    <Field id={name} label={label} error={errorOf(name)} required={REQUIRED_FIELDS.has(name)}>
      <Input
        id={name}
        {...props}
        {...register(name)}
        {...describedBy(name, { error: errorOf(name), required: REQUIRED_FIELDS.has(name) })}
      />
    </Field>
  );

  const used = description.length;
  const max = WORK_EXPERIENCE_LIMITS.descriptionMaxLength;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('company_name', t`Company name`, { autoComplete: 'organization' })}
      {text('position_title', t`Position title`, { autoComplete: 'organization-title' })}
      {text('location', t`Location`, { placeholder: 'Portland, ME' })}
      <Field id="employment_type" label={t`Employment type`}>
        <ChoiceSelect
          id="employment_type"
          {...register('employment_type')}
          choices={WORK_EXPERIENCE_TYPES}
          labelOf={(type) => tc(WORK_EXPERIENCE_TYPE_LABELS[type])}
        />
      </Field>
      {text('start_date', t`Start date`, { type: 'date' })}
      {text('end_date', t`End date`, { type: 'date', disabled: isCurrent })}
      <div className="flex items-center gap-2 sm:col-span-2">
        <Controller
          control={control}
          name="is_current"
          render={({ field }) => (
            <Checkbox
              id="is_current"
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
                // A current job has no end date: ticking it clears the date (docs/product.md).
                if (checked === true) setValue('end_date', '', { shouldDirty: true });
              }}
            />
          )}
        />
        <Label htmlFor="is_current">
          <Trans>I currently work here</Trans>
        </Label>
      </div>
      {text('hourly_wage', t`Hourly wage ($)`, {
        type: 'number',
        inputMode: 'decimal',
        min: 0,
        max: WORK_EXPERIENCE_LIMITS.wageMax,
        step: 0.01,
      })}
      <Field
        id="description"
        label={t`Description`}
        className="sm:col-span-2"
        hint={t`${used}/${max} characters`}
        error={errorOf('description')}
      >
        <Textarea
          id="description"
          rows={4}
          {...register('description')}
          {...describedBy('description', { hint: true, error: errorOf('description') })}
        />
      </Field>
    </div>
  );
}
