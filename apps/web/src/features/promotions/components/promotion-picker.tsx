import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useManagedPromotions } from '../api/list-managed-promotions';

/**
 * At the partner check-in: which running promotion the member used, if any. Only running ones are
 * offered; the server checks again (and the member's limit) when the visit is recorded.
 */
export function PromotionPicker({
  businessId,
  value,
  onChange,
}: {
  businessId: string;
  value: string;
  onChange: (promotionId: string) => void;
}) {
  const promotions = useManagedPromotions(businessId);
  const now = Date.now();
  const running = (promotions.data ?? []).filter(
    (promotion) =>
      promotion.status === 'active' &&
      (!promotion.starts_at || Date.parse(promotion.starts_at) <= now) &&
      (!promotion.ends_at || Date.parse(promotion.ends_at) > now),
  );
  if (running.length === 0) return null;
  return (
    <Field id="check-in-promotion" label="Promotion used (optional)">
      <NativeSelect id="check-in-promotion" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">No promotion</option>
        {running.map((promotion) => (
          <option key={promotion.id} value={promotion.id}>
            {promotion.title}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
