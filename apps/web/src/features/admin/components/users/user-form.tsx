import { Trans, useLingui } from '@lingui/react/macro';
import { type TAdminUser, type TAdminUserInput, USER_FORM_CHECKLIST, ZAdminUserInput } from '@perks/contract';
import { Check } from 'lucide-react';
import { SaveOrCancel } from '@/components/form-actions';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Field, InputField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';
import { showRefusedField, useFieldErrorText } from '@/lib/form-errors';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSaveUser } from '../../api/save-user';

type UserFormValues = {
  phone: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'worker' | 'admin';
  status: 'active' | 'inactive';
  profile_picture_url: string;
};

// The contract's body schema decides, so the form and the API refuse the same values.
const userFormResolver = contractResolver<UserFormValues>(ZAdminUserInput);
/** The fields the contract refuses to save empty, marked '*'. */
const REQUIRED_FIELDS = new Set<keyof UserFormValues>(['phone', 'first_name', 'last_name']);

function valuesOf(user: TAdminUser | null): UserFormValues {
  return {
    phone: user?.phone ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    role: user?.is_admin ? 'admin' : 'worker',
    status: user && !user.is_active ? 'inactive' : 'active',
    profile_picture_url: user?.profile_picture_url ?? '',
  };
}

interface UserFormProps {
  /** The account to edit, or null for a new one. */
  user: TAdminUser | null;
  onSaved: (user: TAdminUser) => void;
  onCancel: () => void;
}

/** The admin user form (docs/product.md, "Admin panel"): submit stays disabled until it is valid. */
export function UserForm({ user, onSaved, onCancel }: UserFormProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const save = useSaveUser();
  const { form, onInvalid, formProps } = useCheckedForm<UserFormValues>({
    defaultValues: valuesOf(user),
    resolver: userFormResolver,
    mode: 'onChange',
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const values = form.watch();
  const checks = [
    values.phone.replace(/\D/g, '').length >= 10,
    values.first_name.trim() !== '' && values.last_name.trim() !== '',
    !errors.email,
  ];

  const onValid = async (formValues: UserFormValues) => {
    try {
      const saved = await save.mutateAsync({ id: user?.id, input: formValues as TAdminUserInput });
      toast.success(user ? t`User updated` : t`User created`);
      onSaved(saved);
    } catch (error) {
      showRefusedField(form.setError, error, formValues);
      toast.error(isApiError(error) ? tc(error.message) : t`Operation failed`);
    }
  };

  const errorOf = useFieldErrorText(errors);
  const text = (name: keyof UserFormValues, label: string, type = 'text') => (
    <InputField
      id={`user-${name}`}
      label={label}
      error={errorOf(name)}
      required={REQUIRED_FIELDS.has(name)}
      type={type}
      autoComplete="off"
      {...form.register(name)}
    />
  );

  return (
    <form
      {...formProps(form.handleSubmit(onValid, onInvalid))}
      aria-label={user ? t`Edit user` : t`New user`}
      className="space-y-4"
    >
      {text('phone', t`Phone`, 'tel')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', t`First name`)}
        {text('last_name', t`Last name`)}
      </div>
      {text('email', t`Email`, 'email')}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-role" label={t`Role`}>
          <NativeSelect id="user-role" {...form.register('role')}>
            <option value="worker">{t`Worker`}</option>
            <option value="admin">{t`Admin`}</option>
          </NativeSelect>
        </Field>
        <Field id="user-status" label={t`Account status`}>
          <NativeSelect id="user-status" {...form.register('status')}>
            <option value="active">{t`Active`}</option>
            <option value="inactive">{t`Inactive`}</option>
          </NativeSelect>
        </Field>
      </div>
      {text('profile_picture_url', t`Profile picture URL`, 'url')}
      <ul aria-label={t`Before saving`} className="space-y-1 text-sm">
        {USER_FORM_CHECKLIST.map((label, index) => (
          <li key={label} className={checks[index] ? 'text-foreground' : 'text-muted-foreground'}>
            <Check
              aria-hidden="true"
              className={checks[index] ? 'me-2 inline size-4' : 'me-2 inline size-4 opacity-30'}
            />
            {tc(label)}
            <span className="sr-only"> {checks[index] ? t`(done)` : t`(not yet)`}</span>
          </li>
        ))}
      </ul>
      <SaveOrCancel
        problems={<FormProblems form={form} />}
        editing={user !== null}
        createLabel={<Trans>Create user</Trans>}
        disabled={!isValid}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
