import { useLingui } from '@lingui/react/macro';
import {
  BUSINESS_TYPES,
  type BusinessType,
  businessTypeLabel,
  CONSENT_WORDS,
  DEFAULT_BUSINESS_CATEGORY,
  type TBusinessDetail,
  ZCreateBusinessRequest,
} from '@perks/contract';
import { type ComponentProps, useEffect, useState } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useCreateBusiness } from '../api/create-business';

interface CreateBusinessValues {
  name: string;
  description: string;
  address: string;
  category: BusinessType;
  phone: string;
  email: string;
}

/**
 * Values put into the form from outside it (the setup's assistant, decision 069), each a field's
 * text, and the fields among them to mark for the owner to check (decision 075).
 */
interface CreateBusinessFill {
  values: Partial<Record<keyof CreateBusinessValues, string>>;
  toConfirm: readonly string[];
}

const isBusinessType = (value: string): value is BusinessType =>
  (BUSINESS_TYPES as readonly string[]).includes(value);

// The contract's body schema decides, so the form and the API refuse the same values.
const resolver = contractResolver<CreateBusinessValues>(ZCreateBusinessRequest);

/**
 * 'Create New Business': name (required), description and address; the category starts as
 * restaurant. The owner's setup flow (decision 063) asks for the type, phone and e-mail too, and
 * leaves the description for the business profile unless the assistant heard one (decision 069).
 * The new business waits for an admin unless an admin added it (decision 030).
 */
export function CreateBusinessForm({
  onCreated,
  onCancel,
  setup = false,
  submitLabel,
  fill,
}: {
  onCreated(business: TBusinessDetail): void;
  onCancel?: () => void;
  /** The setup flow's fields: type, phone and e-mail instead of the description. */
  setup?: boolean;
  submitLabel?: string;
  /** Values to put into the fields, checked at once; a new object fills again. */
  fill?: CreateBusinessFill;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const create = useCreateBusiness();
  const { form, onInvalid, formProps } = useCheckedForm<CreateBusinessValues>({
    defaultValues: {
      name: '',
      description: '',
      address: '',
      category: DEFAULT_BUSINESS_CATEGORY,
      phone: '',
      email: '',
    },
    resolver,
  });
  const formErrors = form.formState.errors;
  // The contract's messages in the reader's language.
  const errors = Object.fromEntries(
    Object.entries(formErrors).map(([field, error]) => [
      field,
      { message: error?.message ? tc(error.message) : undefined },
    ]),
  ) as Partial<Record<keyof CreateBusinessValues, { message?: string }>>;
  const name = form.watch('name');
  const [describing, setDescribing] = useState(!setup);

  // Fields the assistant filled but may have misheard, marked until the owner changes or leaves them.
  const [toConfirm, setToConfirm] = useState<ReadonlySet<string>>(new Set());
  const confirmed = (field: string) => () =>
    setToConfirm((fields) => (fields.has(field) ? new Set([...fields].filter((f) => f !== field)) : fields));
  const check = t`The assistant was not sure of this. Check it before you create the business.`;
  /** A text field the assistant may fill: its hint and mark while it waits to be checked. */
  const markedInput = (
    field: 'name' | 'address' | 'phone',
    label: string,
    input: Pick<ComponentProps<typeof Input>, 'type' | 'autoComplete'>,
  ) => {
    const id = `business-${field}`;
    const error = errors[field]?.message;
    const waiting = toConfirm.has(field) && !error;
    // The name is the one field a business cannot be made without.
    const required = field === 'name';
    return (
      <Field id={id} label={label} error={error} hint={waiting ? check : undefined} required={required}>
        <Input
          id={id}
          {...input}
          {...describedBy(id, { hint: waiting, error, required })}
          {...(waiting ? { 'data-to-confirm': true, className: 'ring-2 ring-amber-600' } : {})}
          {...form.register(field, { onChange: confirmed(field), onBlur: confirmed(field) })}
        />
      </Field>
    );
  };

  useEffect(() => {
    if (!fill) return;
    setToConfirm(new Set(fill.toConfirm));
    const { category, ...text } = fill.values;
    for (const [field, value] of Object.entries(text) as [
      Exclude<keyof CreateBusinessValues, 'category'>,
      string,
    ][])
      form.setValue(field, value, { shouldDirty: true });
    if (category && isBusinessType(category)) form.setValue('category', category, { shouldDirty: true });
    if (fill.values.description) setDescribing(true);
    // Every filled field is checked at once, so what the assistant misheard is named in place.
    void form.trigger(Object.keys(fill.values) as (keyof CreateBusinessValues)[]);
  }, [fill, form]);

  const onValid = async (values: CreateBusinessValues) => {
    try {
      const business = await create.mutateAsync(values);
      const name = business.name;
      toast.success(t`Business created`, {
        description: business.is_active
          ? t`${name} is in the directory.`
          : t`${name} will appear in the directory once an administrator activates it.`,
      });
      onCreated(business);
    } catch (error) {
      toast.error(t`An error occurred. Please try again.`, {
        description: error instanceof Error ? tc(error.message) : undefined,
      });
    }
  };

  return (
    <form
      {...formProps(form.handleSubmit(onValid, onInvalid))}
      aria-label={t`Create New Business`}
      className="space-y-4"
    >
      {markedInput('name', t`Name`, { autoComplete: 'organization' })}
      {setup && (
        <Field id="business-category" label={t`Type`} error={errors.category?.message}>
          <ChoiceSelect
            id="business-category"
            {...form.register('category')}
            {...describedBy('business-category', { error: errors.category?.message })}
            choices={BUSINESS_TYPES}
            labelOf={(type) => tc(businessTypeLabel(type))}
          />
        </Field>
      )}
      {describing && (
        <Field id="business-description" label={t`Description`} error={errors.description?.message}>
          <Textarea
            id="business-description"
            rows={3}
            {...form.register('description')}
            {...describedBy('business-description', { error: errors.description?.message })}
          />
        </Field>
      )}
      {markedInput('address', t`Address`, { autoComplete: 'street-address' })}
      {setup && (
        <>
          {markedInput('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })}
          <Field id="business-email" label={t`E-mail`} error={errors.email?.message}>
            <Input
              id="business-email"
              type="email"
              autoComplete="email"
              {...form.register('email')}
              {...describedBy('business-email', { error: errors.email?.message })}
            />
          </Field>
        </>
      )}
      {/* The owner's consent to the business's texts, recorded with its version (decision 085). */}
      <p className="text-sm text-muted-foreground">{tc(CONSENT_WORDS['business-setup'].words)}</p>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
        <FormProblems form={form} />
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          {create.isPending ? t`Creating...` : (submitLabel ?? t`Create Business`)}
        </Button>
      </div>
    </form>
  );
}
