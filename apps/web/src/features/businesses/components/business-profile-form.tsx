import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BUSINESS_PROFILE_MESSAGES,
  CULTURE_FIELDS,
  CULTURE_LABELS,
  type TBusinessDetail,
  ZBusinessProfileInput,
} from '@perks/contract';
import { type ReactNode, useRef, useState } from 'react';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSaveBusinessProfile } from '../api/save-business-profile';
import { messageAt } from '../lib/form-errors';
import {
  type ProfileFormValues,
  profileFieldFor,
  profileFormValues,
  profilePayload,
} from '../lib/profile-form-values';
import { OpeningHoursFields } from './opening-hours-fields';

// Brand names (Instagram, TikTok, Facebook) read the same in every language.
const TEXT_FIELDS: Record<
  | 'address'
  | 'phone'
  | 'email'
  | 'website_url'
  | 'booking_url'
  | 'menu_url'
  | 'instagram_url'
  | 'tiktok_url'
  | 'facebook_url',
  { label: MessageDescriptor | string; type: string; autoComplete: string }
> = {
  address: { label: msg`Address`, type: 'text', autoComplete: 'street-address' },
  phone: { label: msg`Phone`, type: 'tel', autoComplete: 'tel' },
  email: { label: msg`Email`, type: 'email', autoComplete: 'email' },
  website_url: { label: msg`Website`, type: 'url', autoComplete: 'url' },
  booking_url: { label: msg`Booking link`, type: 'url', autoComplete: 'off' },
  menu_url: { label: msg`Menu link`, type: 'url', autoComplete: 'off' },
  instagram_url: { label: 'Instagram', type: 'url', autoComplete: 'off' },
  tiktok_url: { label: 'TikTok', type: 'url', autoComplete: 'off' },
  facebook_url: { label: 'Facebook', type: 'url', autoComplete: 'off' },
};
type TextField = keyof typeof TEXT_FIELDS;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The owner's business profile form (decision 068): description, contact, links, opening hours,
 * culture and the map pin, saved in one request, checked by the contract's rules before it is
 * sent, each refusal beside its field. Name, type and status are the admins'.
 */
export function BusinessProfileForm({ business }: { business: TBusinessDetail }) {
  const { t } = useLingui();
  const tc = useContractText();
  const save = useSaveBusinessProfile();
  // The pin is sent only when set on this form, so a new address finds its own point.
  const pinSet = useRef(false);
  const [locating, setLocating] = useState<string | null>(null);
  const [resolver] = useState(() =>
    contractResolver<ProfileFormValues>(ZBusinessProfileInput, {
      toPayload: (values) => profilePayload(values, pinSet.current),
      fieldFor: profileFieldFor,
    }),
  );
  const { form, onInvalid, formProps } = useCheckedForm<ProfileFormValues>({
    defaultValues: profileFormValues(business),
    resolver,
  });
  const errors = form.formState.errors;
  const errorText = (message: string | undefined) => message && tc(message);

  const onValid = async (values: ProfileFormValues) => {
    try {
      const saved = await save.mutateAsync({ id: business.id, body: profilePayload(values, pinSet.current) });
      form.reset(profileFormValues(saved));
      pinSet.current = false;
      toast.success(tc(BUSINESS_PROFILE_MESSAGES.saved));
    } catch (error) {
      const field = isApiError(error) && error.field ? profileFieldFor(error.field) : undefined;
      if (field && isApiError(error))
        form.setError(field as keyof ProfileFormValues, { message: error.message });
      toast.error(
        tc(isApiError(error) && error.message ? error.message : BUSINESS_PROFILE_MESSAGES.saveFailed),
      );
    }
  };

  const pinMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setLocating(t`This browser cannot share its location. Type the latitude and longitude instead.`);
      return;
    }
    setLocating(t`Finding your location...`);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        form.setValue('latitude', coords.latitude.toFixed(6), { shouldDirty: true });
        form.setValue('longitude', coords.longitude.toFixed(6), { shouldDirty: true });
        pinSet.current = true;
        setLocating(t`Pinned where you are. Save to keep it.`);
      },
      () => setLocating(t`Your location could not be read. Type the latitude and longitude instead.`),
      { timeout: 15_000 },
    );
  };

  const text = (name: TextField) => {
    const { label: fieldLabel, type, autoComplete } = TEXT_FIELDS[name];
    const label = typeof fieldLabel === 'string' ? fieldLabel : t(fieldLabel);
    const id = `profile-${name}`;
    const error = errorText(errors[name]?.message);
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          {...form.register(name)}
          {...describedBy(id, { error })}
        />
      </Field>
    );
  };

  const pinError = errorText(errors.latitude?.message ?? errors.longitude?.message);
  return (
    <form
      {...formProps(form.handleSubmit(onValid, onInvalid))}
      aria-label={t`Business profile`}
      className="space-y-8"
    >
      <Section title={t`About`}>
        <Field id="profile-description" label={t`Description`} error={errorText(errors.description?.message)}>
          <Textarea
            id="profile-description"
            rows={4}
            {...form.register('description')}
            {...describedBy('profile-description', { error: errors.description?.message })}
          />
        </Field>
      </Section>
      <Section title={t`Contact`}>
        {text('address')}
        {text('phone')}
        {text('email')}
      </Section>
      <Section title={t`Links`}>
        {text('website_url')}
        {text('booking_url')}
        {text('menu_url')}
        {text('instagram_url')}
        {text('tiktok_url')}
        {text('facebook_url')}
      </Section>
      <OpeningHoursFields form={form} />
      <Section title={t`Culture`}>
        <p className="text-sm text-muted-foreground">
          <Trans>
            In your words, for people thinking of working here. Pay, tips and weekly hours come from your open
            jobs.
          </Trans>
        </p>
        {CULTURE_FIELDS.map((field) => {
          const id = `profile-culture-${field}`;
          const error = errorText(messageAt(errors, `culture.${field}`));
          return (
            <Field key={field} id={id} label={tc(CULTURE_LABELS[field])} error={error}>
              <Input id={id} {...form.register(`culture.${field}`)} {...describedBy(id, { error })} />
            </Field>
          );
        })}
      </Section>
      <Section title={t`Map pin`}>
        <p id="profile-pin-hint" className="text-sm text-muted-foreground">
          <Trans>'Near me' sorts by this point. Without a pin it is found from the address.</Trans>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['latitude', 'longitude'] as const).map((name) => (
            <Field key={name} id={`profile-${name}`} label={name === 'latitude' ? t`Latitude` : t`Longitude`}>
              <Input
                id={`profile-${name}`}
                inputMode="decimal"
                autoComplete="off"
                {...form.register(name, {
                  onChange: () => {
                    pinSet.current = true;
                  },
                })}
                aria-describedby={pinError ? 'profile-pin-error' : 'profile-pin-hint'}
                aria-invalid={pinError ? true : undefined}
              />
            </Field>
          ))}
        </div>
        {pinError && (
          <p id="profile-pin-error" className="text-sm font-medium text-destructive">
            {pinError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={pinMyLocation}>
            <Trans>Use my location</Trans>
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {locating}
          </p>
        </div>
      </Section>
      <div className="flex flex-wrap justify-end gap-2">
        <FormProblems form={form} />
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t`Saving...` : t`Save profile`}
        </Button>
      </div>
    </form>
  );
}
