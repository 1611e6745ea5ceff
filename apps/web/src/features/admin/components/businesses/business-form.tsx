import { Trans, useLingui } from '@lingui/react/macro';
import {
  BUSINESS_CITIES,
  BUSINESS_CITY_LABELS,
  BUSINESS_FORM_MESSAGES,
  BUSINESS_INDUSTRIES,
  BUSINESS_INDUSTRY_LABELS,
  BUSINESS_STATUSES,
  BUSINESS_TYPES,
  type TAdminBusinessDetail,
  ZAdminBusinessInput,
} from '@perks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SaveOrCancel } from '@/components/form-actions';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { describedBy, Field, InputField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { BusinessImageField } from '@/features/businesses';
import { isApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';
import { showRefusedField, useFieldErrorText } from '@/lib/form-errors';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { adminKeys } from '../../api/admin-keys';
import { useSaveBusiness } from '../../api/save-business';
import { type BusinessFormValues, businessFormValues, businessPayload } from './business-form-values';
import { useBusinessWord } from './business-labels';

// The contract's body schema decides, so the form and the API refuse the same values.
const resolver = contractResolver<BusinessFormValues>(ZAdminBusinessInput, { toPayload: businessPayload });

interface BusinessFormProps {
  /** The business to edit, or null for a new one. */
  business: TAdminBusinessDetail | null;
  onSaved: (business: TAdminBusinessDetail) => void;
  onCancel: () => void;
}

/**
 * The admin business form (docs/product.md, "Admin panel"; decision 041): name required and
 * trimmed, the hex colour rule, empty fields sent as absent, #0A84FF and active by default.
 */
export function BusinessForm({ business, onSaved, onCancel }: BusinessFormProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const businessWord = useBusinessWord();
  const save = useSaveBusiness();
  const queryClient = useQueryClient();
  const { form, onInvalid, formProps } = useCheckedForm<BusinessFormValues>({
    defaultValues: businessFormValues(business),
    resolver,
    mode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const nameMissing = form.watch('name').trim() === '';
  // Uploads save at once; the form shows the new image without a reload.
  const [images, setImages] = useState({
    logo: business?.logo_url ?? null,
    hero: business?.hero_image_url ?? null,
  });

  const onValid = async (values: BusinessFormValues) => {
    try {
      const saved = await save.mutateAsync({ id: business?.id, input: businessPayload(values) });
      toast.success(tc(business ? BUSINESS_FORM_MESSAGES.updated : BUSINESS_FORM_MESSAGES.created));
      onSaved(saved);
    } catch (error) {
      showRefusedField(form.setError, error, values);
      toast.error(tc(isApiError(error) && error.message ? error.message : BUSINESS_FORM_MESSAGES.saveFailed));
    }
  };

  const errorOf = useFieldErrorText(errors);
  const text = (name: keyof BusinessFormValues, label: string, type = 'text', hint?: string) => (
    <InputField
      id={`business-${name}`}
      label={label}
      hint={hint}
      error={errorOf(name)}
      required={name === 'name'}
      type={type}
      autoComplete="off"
      {...form.register(name)}
    />
  );
  const select = (name: keyof BusinessFormValues, label: string, options: readonly [string, string][]) => (
    <Field id={`business-${name}`} label={label}>
      <NativeSelect id={`business-${name}`} {...form.register(name)}>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  const words = (values: readonly string[]) =>
    values.map((value) => [value, businessWord(value)] as [string, string]);
  const optionalOf = (values: readonly string[], labels: Record<string, string>) =>
    [['', t`Not set`] as [string, string]].concat(
      values.map((value) => [value, labels[value] ? tc(labels[value]) : value]),
    );

  return (
    <form
      {...formProps(form.handleSubmit(onValid, onInvalid))}
      aria-label={business ? t`Edit business` : t`New business`}
      className="space-y-4"
    >
      {text('name', t`Name`)}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('business_type', t`Type`, words(BUSINESS_TYPES))}
        {select('status', t`Status`, words(BUSINESS_STATUSES))}
      </div>
      <Field id="business-description" label={t`Description`} error={errorOf('description')}>
        <Textarea
          id="business-description"
          rows={3}
          {...form.register('description')}
          {...describedBy('business-description', { error: errorOf('description') })}
        />
      </Field>
      {text('address', t`Address`)}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('city', t`City`, optionalOf(BUSINESS_CITIES, BUSINESS_CITY_LABELS))}
        {select('industry', t`Industry`, optionalOf(BUSINESS_INDUSTRIES, BUSINESS_INDUSTRY_LABELS))}
        {text('phone', t`Phone`, 'tel')}
        {text('email', t`Email`, 'email')}
      </div>
      {text('website_url', t`Website`, 'url')}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('instagram_url', 'Instagram', 'url')}
        {text('tiktok_url', 'TikTok', 'url')}
        {text('facebook_url', 'Facebook', 'url')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('primary_color', t`Primary color`, 'text', t`Hex, e.g. #0A84FF`)}
        {text('employee_count', t`Employees`, 'number')}
        {text('max_visits_per_day', t`Max visits per day`, 'number', t`Per member; empty for no limit`)}
        {text('time_between_visits_minutes', t`Minutes between visits`, 'number', t`Empty for no limit`)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['logo', 'hero'] as const).map((imageType) => (
          <BusinessImageField
            key={imageType}
            businessId={business?.id}
            imageType={imageType}
            url={images[imageType]}
            onUploaded={(url) => {
              setImages((current) => ({ ...current, [imageType]: url }));
              void queryClient.invalidateQueries({ queryKey: adminKeys.all });
            }}
          />
        ))}
      </div>
      {nameMissing && (
        <p className="text-sm text-muted-foreground">{tc(BUSINESS_FORM_MESSAGES.requiredFields)}</p>
      )}
      <SaveOrCancel
        problems={<FormProblems form={form} />}
        editing={business !== null}
        createLabel={<Trans>Create business</Trans>}
        disabled={nameMissing}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
