import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { businessTypeLabel, discountLabel, memberUsesLabel, type TPerk } from '@perks/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';
import { distanceLabel } from '../lib/distance';

/** One live perk: what it gives, where, until when, and its terms (members only). */
export function PerkCard({ perk, miles }: { perk: TPerk; miles?: number | null }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const { details, business } = perk;
  const discount = details && discountLabel(details.discount_type, details.discount_value, tc, i18n.locale);
  const usesLabel = details && memberUsesLabel(details.used, details.max_uses, tc);
  const uses = usesLabel && tc(usesLabel);
  const terms = details?.terms;
  const maxUses = details?.max_uses;
  const endsOn = details?.ends_at ? i18n.date(details.ends_at, { dateStyle: 'medium' }) : null;
  return (
    <article aria-labelledby={`perk-${perk.id}`} className="space-y-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        {discount && <Badge>{tc(discount)}</Badge>}
        <Badge variant="outline">{tc(businessTypeLabel(business.business_type))}</Badge>
        {miles != null && <Badge variant="secondary">{distanceLabel(miles, i18n.locale)}</Badge>}
      </div>
      <h3 id={`perk-${perk.id}`} className="text-lg font-semibold">
        {perk.title}
      </h3>
      <p className="text-sm">
        <Link to={`/business/${business.id}`} className="font-medium underline">
          {business.name}
        </Link>
        {business.address && <span className="text-muted-foreground"> · {business.address}</span>}
      </p>
      {details && (
        <>
          <p className="text-sm">{details.description}</p>
          {terms && (
            <p className="text-xs text-muted-foreground">
              <Trans>Terms: {terms}</Trans>
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            {maxUses
              ? t`Up to ${plural(maxUses, { one: '# use', other: '# uses' })} per member, ${uses}`
              : t`No use limit`}
            {endsOn && ` · ${t`Ends ${endsOn}`}`}
          </p>
        </>
      )}
    </article>
  );
}
