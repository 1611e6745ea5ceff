import { businessTypeLabel, discountLabel, memberUsesLabel, type TPerk } from '@perks/contract';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { distanceLabel } from '../lib/distance';

/** One live perk: what it gives, where, until when, and its terms (members only). */
export function PerkCard({ perk, miles }: { perk: TPerk; miles?: number | null }) {
  const { details, business } = perk;
  const discount = details ? discountLabel(details.discount_type, details.discount_value) : null;
  const uses = details ? memberUsesLabel(details.used, details.max_uses) : null;
  return (
    <article aria-labelledby={`perk-${perk.id}`} className="space-y-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        {discount && <Badge>{discount}</Badge>}
        <Badge variant="outline">{businessTypeLabel(business.business_type)}</Badge>
        {miles != null && <Badge variant="secondary">{distanceLabel(miles)}</Badge>}
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
          {details.terms && <p className="text-xs text-muted-foreground">Terms: {details.terms}</p>}
          <p className="text-xs text-muted-foreground">
            {details.max_uses
              ? `Up to ${details.max_uses} use${details.max_uses === 1 ? '' : 's'} per member, ${uses}`
              : 'No use limit'}
            {details.ends_at && ` · Ends ${format(new Date(details.ends_at), 'MMM d, yyyy')}`}
          </p>
        </>
      )}
    </article>
  );
}
