import { Trans, useLingui } from '@lingui/react/macro';
import { type TCurrentUser, ZUpdateProfileRequest } from '@perks/contract';
import { useState } from 'react';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useUpdateAccount } from '../api/update-account';

interface AccountValues {
  first_name: string;
  last_name: string;
  email: string;
}

// The contract's body schema decides, so the form and the API refuse the same values.
const accountResolver = contractResolver<AccountValues>(ZUpdateProfileRequest);

/** 'Edit details': one's own name and e-mail. The phone is the sign-in and is not changed here. */
export function AccountForm({ user }: { user: TCurrentUser }) {
  const { t } = useLingui();
  const tc = useContractText();
  const [open, setOpen] = useState(false);
  const update = useUpdateAccount(user.id);
  const { form, onInvalid, formProps } = useCheckedForm<AccountValues>({
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      email: user.email ?? '',
    },
    resolver: accountResolver,
  });
  const errors = form.formState.errors;
  const errorOf = (name: keyof AccountValues) => {
    const message = errors[name]?.message;
    return message ? tc(message) : undefined;
  };

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trans>Edit details</Trans>
      </Button>
    );
  }

  const onValid = async (values: AccountValues) => {
    try {
      await update.mutateAsync(values);
      toast.success(t`Profile updated`);
      setOpen(false);
    } catch (error) {
      toast.error(t`Error`, {
        description: error instanceof Error ? tc(error.message) : t`Operation failed`,
      });
    }
  };

  const input = (name: keyof AccountValues, label: string, autoComplete: string, type = 'text') => (
    <Field id={name} label={label} error={errorOf(name)}>
      <Input
        id={name}
        type={type}
        autoComplete={autoComplete}
        {...form.register(name)}
        {...describedBy(name, { error: errorOf(name) })}
      />
    </Field>
  );

  return (
    <form
      {...formProps(form.handleSubmit(onValid, onInvalid))}
      aria-label={t`Edit your details`}
      className="grid gap-4 pt-2 sm:grid-cols-3"
    >
      {input('first_name', t`First name`, 'given-name')}
      {input('last_name', t`Last name`, 'family-name')}
      {input('email', t`Email`, 'email', 'email')}
      <div className="flex flex-wrap gap-2 sm:col-span-3 sm:justify-end">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <FormProblems form={form} />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t`Saving...` : t`Save details`}
        </Button>
      </div>
    </form>
  );
}
