import { useLingui } from '@lingui/react/macro';
import { type TRosterEntry, ZRosterEntryInput } from '@perks/contract';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSaveRosterEntry } from '../api/save-roster-entry';

interface EntryValues {
  name: string;
  phone: string;
  role_title: string;
}

const entryResolver = contractResolver<EntryValues>(ZRosterEntryInput);
const FIELDS = ['name', 'phone', 'role_title'] as const;

/** Add one person to the staff list, or change one (`entry` given). */
export function RosterEntryForm({
  businessId,
  entry,
  onDone,
}: {
  businessId: string;
  entry?: TRosterEntry;
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const save = useSaveRosterEntry(businessId, entry?.id);
  const { form, onInvalid, formProps } = useCheckedForm<EntryValues>({
    defaultValues: {
      name: entry?.name ?? '',
      phone: entry?.phone ?? '',
      role_title: entry?.role_title ?? '',
    },
    resolver: entryResolver,
  });
  const errors = form.formState.errors;
  const prefix = entry ? `edit-${entry.id}` : 'add';
  const entryName = entry?.name ?? '';

  const onValid = async (values: EntryValues) => {
    try {
      await save.mutateAsync(values);
      const name = values.name;
      toast.success(entry ? t`Saved` : t`Added ${name}`);
      form.reset({ name: '', phone: '', role_title: '' });
      onDone?.();
    } catch (error) {
      const message = error instanceof Error ? tc(error.message) : t`Operation failed`;
      // A field the server blamed shows beside it; anything else (a business waiting for review whose
      // list is full, a failed request) is about the whole form.
      const field = FIELDS.find((name) => isApiError(error) && error.field === name);
      form.setError(field ?? 'root.server', { message });
    }
  };

  const input = (name: keyof EntryValues, label: string, autoComplete: string, type = 'text') => {
    const required = name !== 'role_title';
    const id = `${prefix}-${name}`;
    const message = errors[name]?.message;
    const fieldError = message ? tc(message) : undefined;
    return (
      <Field id={id} label={label} required={required} error={fieldError}>
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          {...form.register(name)}
          {...describedBy(id, { error: fieldError, required })}
        />
      </Field>
    );
  };

  return (
    <form
      {...formProps(form.handleSubmit(onValid, onInvalid))}
      aria-label={entry ? t`Edit ${entryName}` : t`Add one person`}
      className="grid gap-4 sm:grid-cols-3"
    >
      {input('name', t`Name`, 'off')}
      {input('phone', t`Phone`, 'off', 'tel')}
      {input('role_title', t`Role title (optional)`, 'off')}
      {errors.root?.server && (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-3">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <FormProblems form={form} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving...` : entry ? t`Save changes` : t`Add person`}
        </Button>
        {onDone && entry && (
          <Button type="button" variant="outline" onClick={onDone}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}
