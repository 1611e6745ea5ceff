import { useLingui } from '@lingui/react/macro';
import { memberUsesLabel } from '@perks/contract';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractText } from '@/lib/i18n/contract-text';
import { useCheckInPromotions } from '../api/list-check-in-promotions';

/**
 * At the partner check-in: which running promotion the member used, if any. The server offers
 * only those this member (by their card code) has not used up, each with its uses so far; it
 * checks again when the visit is recorded.
 */
export function PromotionPicker({
  businessId,
  token,
  value,
  onChange,
}: {
  businessId: string;
  token: string;
  value: string;
  onChange: (promotionId: string) => void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const promotions = useCheckInPromotions(businessId, token);
  const offered = promotions.data ?? [];
  if (offered.length === 0) return null;
  return (
    <Field id="check-in-promotion" label={t`Promotion used (optional)`}>
      <NativeSelect id="check-in-promotion" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`No promotion`}</option>
        {offered.map((promotion) => {
          const uses = memberUsesLabel(promotion.used, promotion.max_uses, tc);
          return (
            <option key={promotion.id} value={promotion.id}>
              {uses ? `${promotion.title} (${tc(uses)})` : promotion.title}
            </option>
          );
        })}
      </NativeSelect>
    </Field>
  );
}
