import { WORK_EXPERIENCE_LIMITS, WORK_EXPERIENCE_TYPE_LABELS, WORK_EXPERIENCE_TYPES } from '@perks/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { ExperienceFormValues } from '../lib/experience-form-values';

type TextField = 'company_name' | 'position_title' | 'location' | 'start_date' | 'end_date' | 'hourly_wage';

/** The form's controls, each with its label and the contract's message when it is refused. */
export function ExperienceFields() {
  const { register, control, formState, setValue } = useFormContext<ExperienceFormValues>();
  const errors = formState.errors;
  const isCurrent = useWatch({ control, name: 'is_current' });
  const description = useWatch({ control, name: 'description' });

  const text = (name: TextField, label: string, props: Record<string, unknown> = {}) => (
    <Field id={name} label={label} error={errors[name]?.message}>
      <Input
        id={name}
        {...props}
        {...register(name)}
        {...describedBy(name, { error: errors[name]?.message })}
      />
    </Field>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('company_name', 'Company name *', { autoComplete: 'organization' })}
      {text('position_title', 'Position title *', { autoComplete: 'organization-title' })}
      {text('location', 'Location', { placeholder: 'Portland, ME' })}
      <Field id="employment_type" label="Employment type">
        <NativeSelect id="employment_type" {...register('employment_type')}>
          {WORK_EXPERIENCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {WORK_EXPERIENCE_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {text('start_date', 'Start date *', { type: 'date' })}
      {text('end_date', 'End date', { type: 'date', disabled: isCurrent })}
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
        <Label htmlFor="is_current">I currently work here</Label>
      </div>
      {text('hourly_wage', 'Hourly wage ($)', {
        type: 'number',
        inputMode: 'decimal',
        min: 0,
        max: WORK_EXPERIENCE_LIMITS.wageMax,
        step: 0.01,
      })}
      <Field
        id="description"
        label="Description"
        className="sm:col-span-2"
        hint={`${description.length}/${WORK_EXPERIENCE_LIMITS.descriptionMaxLength} characters`}
        error={errors.description?.message}
      >
        <Textarea
          id="description"
          rows={4}
          {...register('description')}
          {...describedBy('description', { hint: true, error: errors.description?.message })}
        />
      </Field>
    </div>
  );
}
