import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DISCOUNT_TYPES, type TPromotion, ZPromotionInput } from '@perks/contract';
import { ChoiceSelect } from '@/components/choice-select';
import { FormProblems, SaveRefusal, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSavePromotion } from '../api/save-promotion';
import {
  EMPTY_PROMOTION,
  type PromotionFormValues,
  promotionFormValues,
  promotionPayload,
} from '../lib/promotion-form-values';

const DATE_FIELDS: Record<string, keyof PromotionFormValues> = { starts_at: 'starts_on', ends_at: 'ends_on' };

const resolver = contractResolver<PromotionFormValues>(ZPromotionInput, {
  toPayload: promotionPayload,
  fieldFor: (path) => {
    const field = path.split('.')[0] ?? '';
    return DATE_FIELDS[field] ?? field;
  },
});

const DISCOUNT_TYPE_LABELS = {
  percentage: msg`Percentage off`,
  fixed_amount: msg`Dollar amount off`,
  bogo: msg`Buy one, get one`,
  custom: msg`Something else (say it in the title)`,
} as const;

/** Create a promotion, or change one (`promotion` given). The contract's rules check it as typed. */
export function PromotionForm({
  businessId,
  promotion,
  onDone,
}: {
  businessId: string;
  promotion?: TPromotion;
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const save = useSavePromotion(businessId, promotion?.id);
  const { form, submitSave, formProps } = useCheckedForm<PromotionFormValues>({
    defaultValues: promotion ? promotionFormValues(promotion) : EMPTY_PROMOTION,
    resolver,
  });
  const errors = form.formState.errors;
  const prefix = promotion ? `edit-${promotion.id}` : 'new-promotion';
  const editedTitle = promotion?.title;
  const discountTypeError = errors.discount_type?.message && tc(errors.discount_type.message);

  const onValid = async (values: PromotionFormValues) => {
    await save.mutateAsync(promotionPayload(values));
    const title = values.title;
    toast.success(promotion ? t`Promotion saved` : t`Created ${title}`);
    if (!promotion) form.reset(EMPTY_PROMOTION);
    onDone?.();
  };

  const control = (
    name: keyof PromotionFormValues,
    label: string,
    element: 'input' | 'textarea',
    type = 'text',
  ) => {
    const id = `${prefix}-${name}`;
    const message = errors[name]?.message;
    const error = message && tc(message);
    const props = { id, ...form.register(name), ...describedBy(id, { error }) };
    return (
      <Field id={id} label={label} error={error}>
        {element === 'textarea' ? <Textarea {...props} /> : <Input type={type} {...props} />}
      </Field>
    );
  };

  return (
    <form
      {...formProps(submitSave(onValid))}
      aria-label={promotion ? t`Edit ${editedTitle}` : t`New promotion`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">{control('title', t`Title`, 'input')}</div>
      <div className="sm:col-span-2">{control('description', t`Description`, 'textarea')}</div>
      <Field id={`${prefix}-discount_type`} label={t`Discount type`} error={discountTypeError}>
        <ChoiceSelect
          id={`${prefix}-discount_type`}
          {...form.register('discount_type')}
          choices={DISCOUNT_TYPES}
          labelOf={(type) => t(DISCOUNT_TYPE_LABELS[type])}
        />
      </Field>
      {control('discount_value', t`Discount value`, 'input', 'number')}
      <div className="sm:col-span-2">{control('terms', t`Terms (optional)`, 'textarea')}</div>
      {control('max_uses', t`Uses per member (optional)`, 'input', 'number')}
      <div className="hidden sm:block" />
      {control('starts_on', t`Starts on (optional)`, 'input', 'date')}
      {control('ends_on', t`Ends on (optional)`, 'input', 'date')}
      <SaveRefusal form={form} className="font-medium text-destructive sm:col-span-2" />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <FormProblems form={form} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving...` : promotion ? t`Save changes` : t`Create promotion`}
        </Button>
        {onDone && promotion && (
          <Button type="button" variant="outline" onClick={onDone}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}
