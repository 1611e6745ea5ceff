import { Trans, useLingui } from '@lingui/react/macro';
import {
  ESTIMATED_TIPS,
  formPayDisplay,
  MIN_SHIFTS_PER_WEEK,
  type SliderRange,
  START_AVAILABILITY,
  TIP_STRUCTURE_LABELS,
  TIP_STRUCTURES,
  TIPPED_BASE_PAY,
  UNTIPPED_BASE_PAY,
} from '@perks/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceSelect } from '@/components/choice-select';
import { describedBy, Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useContractText } from '@/lib/i18n/contract-text';
import type { JobFormValues } from '../../lib/job-form-values';
import { useErrorText } from '../../lib/use-error-text';
import { FormSection } from './form-section';
import { PaySlider } from './pay-slider';

const SHIFTS_RANGE = { ...MIN_SHIFTS_PER_WEEK, step: 1 };

/** A slider of one of the form's numbers; `wholeNumbers` rounds what is typed. */
function PaySliderField({
  name,
  label,
  range,
  money = true,
  wholeNumbers = false,
}: {
  name: 'base_hourly_pay' | 'estimated_tips_hourly' | 'minimum_shifts_per_week';
  label: string;
  range: SliderRange;
  money?: boolean;
  wholeNumbers?: boolean;
}) {
  const { control, formState } = useFormContext<JobFormValues>();
  const err = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PaySlider
          id={name}
          label={label}
          range={range}
          money={money}
          value={field.value}
          onChange={(next) => field.onChange(wholeNumbers && Number.isFinite(next) ? Math.round(next) : next)}
          error={err(formState.errors[name]?.message)}
        />
      )}
    />
  );
}

/**
 * Base pay, tips and how they are shared, minimum shifts and the start date. A tipped role's base
 * pay runs $3-$30 (default $15), an untipped one's $3-$35 (default $20); tips $0-$25 (default $8).
 */
export function PayStructureSection() {
  const { control, register, setValue, getValues, formState } = useFormContext<JobFormValues>();
  const [tipped, base, tips, tipStructure] = useWatch({
    control,
    name: ['is_tipped_role', 'base_hourly_pay', 'estimated_tips_hourly', 'tip_structure'],
  });
  const baseRange = tipped ? TIPPED_BASE_PAY : UNTIPPED_BASE_PAY;
  const errors = formState.errors;
  const { t } = useLingui();
  const tc = useContractText();
  const err = useErrorText();

  const setTipped = (next: boolean) => {
    const current = getValues('base_hourly_pay');
    const from = next ? UNTIPPED_BASE_PAY : TIPPED_BASE_PAY;
    const to = next ? TIPPED_BASE_PAY : UNTIPPED_BASE_PAY;
    // An untouched default follows the role; a chosen amount is kept, within the new range.
    const pay =
      !Number.isFinite(current) || current === from.default ? to.default : Math.min(current, to.max);
    setValue('is_tipped_role', next, { shouldDirty: true });
    setValue('base_hourly_pay', pay, { shouldDirty: true });
  };

  return (
    <FormSection
      id="pay-structure"
      title={t`Pay Structure`}
      description={t`Real numbers. No 'competitive pay'.`}
    >
      <div className="flex items-center justify-between gap-4 rounded-md border p-3">
        <div>
          <Label htmlFor="is_tipped_role">
            <Trans>Tipped role</Trans>
          </Label>
          <p className="text-sm text-muted-foreground">
            <Trans>Workers earn tips on top of the base pay.</Trans>
          </p>
        </div>
        <Switch id="is_tipped_role" checked={tipped} onCheckedChange={setTipped} />
      </div>

      <PaySliderField name="base_hourly_pay" label={t`Base hourly pay`} range={baseRange} />

      {tipped && (
        <>
          <PaySliderField
            name="estimated_tips_hourly"
            label={t`Estimated tips per hour`}
            range={ESTIMATED_TIPS}
          />
          <Field id="tip_structure" label={t`Tip structure`}>
            <ChoiceSelect
              id="tip_structure"
              {...register('tip_structure')}
              choices={TIP_STRUCTURES}
              labelOf={(value) => tc(TIP_STRUCTURE_LABELS[value])}
            />
          </Field>
          {tipStructure !== 'individual' && (
            <Field
              id="tip_pool_description"
              label={t`How tips are shared`}
              hint={t`e.g. Split by hours worked, 10% to the kitchen`}
              error={err(errors.tip_pool_description?.message)}
            >
              <Controller
                control={control}
                name="tip_pool_description"
                render={({ field }) => (
                  <Textarea
                    id="tip_pool_description"
                    rows={2}
                    {...field}
                    {...describedBy('tip_pool_description', {
                      hint: true,
                      error: errors.tip_pool_description?.message,
                    })}
                  />
                )}
              />
            </Field>
          )}
        </>
      )}

      <p className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
        <span className="font-medium">
          <Trans>Pay shown to workers:</Trans>{' '}
        </span>
        {formPayDisplay({
          base_hourly_pay: Number.isFinite(base) ? base : null,
          is_tipped_role: tipped,
          estimated_tips_hourly: tipped ? tips : null,
        })}
      </p>

      <PaySliderField
        name="minimum_shifts_per_week"
        label={t`Minimum shifts per week`}
        range={SHIFTS_RANGE}
        money={false}
        wholeNumbers
      />

      <Field id="start_availability" label={t`Start availability`}>
        <ChoiceSelect
          id="start_availability"
          {...register('start_availability')}
          choices={START_AVAILABILITY}
          labelOf={(value) => tc(value)}
        />
      </Field>
    </FormSection>
  );
}
