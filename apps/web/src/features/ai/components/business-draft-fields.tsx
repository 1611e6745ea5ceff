import { BUSINESS_TYPES, businessTypeLabel } from '@perks/contract';
import { useId } from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { BusinessDraft, DraftField } from '../lib/use-business-draft';

const LABELS: Record<DraftField, string> = {
  name: 'Business name',
  category: 'Type',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  description: 'Description',
};

/**
 * The extracted business as fields the person corrects before anything is created; each field
 * shows the form's own refusal beside it.
 */
export function BusinessDraftFields({
  draft,
  set,
  errors,
}: {
  draft: BusinessDraft;
  set: (field: DraftField, value: string) => void;
  errors: Partial<Record<DraftField, string>>;
}) {
  const prefix = useId();
  const id = (field: DraftField) => `${prefix}-${field}`;
  const text = (field: Exclude<DraftField, 'category' | 'description'>, type = 'text') => (
    <Field id={id(field)} label={LABELS[field]} error={errors[field]}>
      <Input
        id={id(field)}
        type={type}
        value={draft[field]}
        onChange={(event) => set(field, event.target.value)}
        {...describedBy(id(field), { error: errors[field] })}
      />
    </Field>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {text('name')}
      <Field id={id('category')} label={LABELS.category} error={errors.category}>
        <NativeSelect
          id={id('category')}
          value={draft.category}
          onChange={(event) => set('category', event.target.value)}
          {...describedBy(id('category'), { error: errors.category })}
        >
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {businessTypeLabel(type)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {text('address')}
      {text('phone', 'tel')}
      {text('email', 'email')}
      <Field
        id={id('description')}
        label={LABELS.description}
        error={errors.description}
        className="sm:col-span-2"
      >
        <Textarea
          id={id('description')}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          {...describedBy(id('description'), { error: errors.description })}
        />
      </Field>
    </div>
  );
}
