import { CULTURE_FIELDS, CULTURE_LABELS, formatUsd, type TBusinessDetail } from '@perks/contract';
import { DetailCard, DetailRow } from './detail-card';

const NOT_YET = 'Not available yet';

/** 'Tip pooling' from the live jobs: pooled, individual, both, or not known. */
function tipPooling({ signals }: TBusinessDetail): string {
  const pooled = signals.pooled_tip_job_count;
  const individual = signals.individual_tip_job_count;
  if (pooled > 0 && individual > 0) return `Pooled in ${pooled} of ${pooled + individual} tipped jobs`;
  if (pooled > 0) return 'Tip pooling';
  if (individual > 0) return 'Keep your own tips';
  return NOT_YET;
}

/**
 * 'Culture & Signals': what the business's own live jobs already say (tips, average pay and
 * hours), what its owner states on the profile, and 'Not available yet' for what nothing states yet (docs/product.md, "Business pages
 * and favorites").
 */
export function SignalsCard({ business }: { business: TBusinessDetail }) {
  const { signals } = business;
  const money = (value: number | null, suffix: string) =>
    value === null ? NOT_YET : `${formatUsd(value)}${suffix}`;
  return (
    <DetailCard id="business-signals" title="Culture & Signals">
      {signals.live_job_count > 0 && (
        <p className="mb-2 text-xs text-muted-foreground">
          From {signals.live_job_count} open job{signals.live_job_count === 1 ? '' : 's'} at {business.name}.
        </p>
      )}
      <dl className="divide-y">
        <DetailRow label="Tip pooling">{tipPooling(business)}</DetailRow>
        <DetailRow label="Average base pay">{money(signals.average_base_hourly_pay, '/hr')}</DetailRow>
        <DetailRow label="Average tips">{money(signals.average_tips_hourly, '/hr')}</DetailRow>
        <DetailRow label="Average weekly hours">
          {signals.average_weekly_hours === null ? NOT_YET : `${signals.average_weekly_hours} hrs`}
        </DetailRow>
        {/* What the owner states in their own words (decision 068), in the spec's order. */}
        {CULTURE_FIELDS.map((field) => (
          <DetailRow key={field} label={CULTURE_LABELS[field]}>
            {business.culture[field] ?? NOT_YET}
          </DetailRow>
        ))}
        <DetailRow label="Number of employees">{business.employee_count ?? 'Not provided'}</DetailRow>
      </dl>
    </DetailCard>
  );
}
