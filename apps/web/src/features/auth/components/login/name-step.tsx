import { Trans, useLingui } from '@lingui/react/macro';
import { ZUpdateProfileRequest } from '@perks/contract';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';

export interface NameValues {
  first_name: string;
  last_name: string;
}

// The profile's own rules (length, trimming), so this step and the profile page agree.
const nameResolver = contractResolver<NameValues>(
  ZUpdateProfileRequest.pick({ first_name: true, last_name: true }),
);

interface NameStepProps {
  saving: boolean;
  onSave: (values: NameValues) => void;
  onSkip: () => void;
}

/**
 * After a first sign-in: what should we call you? Both fields may stay empty; Skip goes on
 * without a name, and the dashboard then says 'Welcome!' rather than greeting a phone number.
 * The last name's hint says that applying for a job needs both.
 */
export function NameStep({ saving, onSave, onSkip }: NameStepProps) {
  const { form, onInvalid, formProps } = useCheckedForm<NameValues>({
    defaultValues: { first_name: '', last_name: '' },
    resolver: nameResolver,
  });
  const { t } = useLingui();
  const tc = useContractText();
  const errors = form.formState.errors;
  const errorOf = (name: keyof NameValues) => {
    const message = errors[name]?.message;
    return message ? tc(message) : undefined;
  };
  const input = (name: keyof NameValues, label: string, autoComplete: string, hint?: string) => (
    <Field id={name} label={label} hint={hint} error={errorOf(name)}>
      <Input
        id={name}
        // The step replaces the code field the person was typing in: keep them typing.
        autoFocus={name === 'first_name'}
        autoComplete={autoComplete}
        {...form.register(name)}
        {...describedBy(name, { hint, error: errorOf(name) })}
      />
    </Field>
  );
  return (
    <form
      {...formProps(form.handleSubmit(onSave, onInvalid))}
      aria-label={t`Your name`}
      className="space-y-4"
    >
      {input('first_name', t`First name`, 'given-name')}
      {/* A first name is enough to be greeted, but an application carries both (missingForApplication). */}
      {input('last_name', t`Last name`, 'family-name', t`Applying for a job needs your first and last name.`)}
      <div className="flex flex-wrap gap-2">
        <FormProblems form={form} />
        <Button type="submit" disabled={saving}>
          {saving ? t`Saving...` : t`Save name`}
        </Button>
        <Button type="button" variant="ghost" disabled={saving} onClick={onSkip}>
          <Trans>Skip for now</Trans>
        </Button>
      </div>
    </form>
  );
}
