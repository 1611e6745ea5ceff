import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BUSINESS_TYPES, businessTypeLabel } from '@perks/contract';
import { useId } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useContractText } from '@/lib/i18n/contract-text';
import type { BusinessDraft, DraftField } from '../lib/use-business-draft';

const LABELS: Record<DraftField, MessageDescriptor> = {
  name: msg`Business name`,
  category: msg`Type`,
  address: msg`Address`,
  phone: msg`Phone`,
  email: msg`E-mail`,
  description: msg`Description`,
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
  const { t } = useLingui();
  const tc = useContractText();
  const error = (field: DraftField) => {
    const message = errors[field];
    return message && tc(message);
  };
  const id = (field: DraftField) => `${prefix}-${field}`;
  const text = (field: Exclude<DraftField, 'category' | 'description'>, type = 'text') => (
    <Field id={id(field)} label={t(LABELS[field])} error={error(field)}>
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
      <Field id={id('category')} label={t(LABELS.category)} error={error('category')}>
        <ChoiceSelect
          id={id('category')}
          value={draft.category}
          onChange={(event) => set('category', event.target.value)}
          {...describedBy(id('category'), { error: errors.category })}
          choices={BUSINESS_TYPES}
          labelOf={(type) => tc(businessTypeLabel(type))}
        />
      </Field>
      {text('address')}
      {text('phone', 'tel')}
      {text('email', 'email')}
      <Field
        id={id('description')}
        label={t(LABELS.description)}
        error={error('description')}
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
