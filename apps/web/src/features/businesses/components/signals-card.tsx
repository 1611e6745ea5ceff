import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CULTURE_FIELDS, CULTURE_LABELS, type TBusinessDetail } from '@perks/contract';
import { useContractText } from '@/lib/i18n/contract-text';
import { DetailCard, DetailRow } from './detail-card';

/**
 * 'Culture & Signals': what the business's own live jobs already say (tips, average pay and
 * hours), what its owner states on the profile, and 'Not available yet' for what nothing states yet (docs/product.md, "Business pages
 * and favorites").
 */
export function SignalsCard({ business }: { business: TBusinessDetail }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const { signals } = business;
  const notYet = t`Not available yet`;
  const money = (value: number | null) => {
    if (value === null) return notYet;
    const amount = i18n.number(value, { style: 'currency', currency: 'USD' });
    return t`${amount}/hr`;
  };

  /** 'Tip pooling' from the live jobs: pooled, individual, both, or not known. */
  const tipPooling = () => {
    const pooled = signals.pooled_tip_job_count;
    const individual = signals.individual_tip_job_count;
    const tipped = pooled + individual;
    if (pooled > 0 && individual > 0)
      return t`Pooled in ${pooled} of ${plural(tipped, { one: '# tipped job', other: '# tipped jobs' })}`;
    if (pooled > 0) return t`Tip pooling`;
    if (individual > 0) return t`Keep your own tips`;
    return notYet;
  };

  const liveJobs = signals.live_job_count;
  // The sentence ends in a full stop: a name that ends in one ('Back Cove Pizza Co.') lends it.
  const name = business.name.replace(/\.+$/, '');
  const weeklyHours = signals.average_weekly_hours;
  const hours = weeklyHours === null ? null : i18n.number(weeklyHours);
  return (
    <DetailCard id="business-signals" title={t`Culture & Signals`}>
      {liveJobs > 0 && (
        <p className="mb-2 text-xs text-muted-foreground">
          {t`From ${plural(liveJobs, { one: '# open job', other: '# open jobs' })} at ${name}.`}
        </p>
      )}
      <dl className="divide-y">
        <DetailRow label={t`Tip pooling`}>{tipPooling()}</DetailRow>
        <DetailRow label={t`Average base pay`}>{money(signals.average_base_hourly_pay)}</DetailRow>
        <DetailRow label={t`Average tips`}>{money(signals.average_tips_hourly)}</DetailRow>
        <DetailRow label={t`Average weekly hours`}>{hours === null ? notYet : t`${hours} hrs`}</DetailRow>
        {/* What the owner states in their own words (decision 068), in the spec's order. */}
        {CULTURE_FIELDS.map((field) => (
          <DetailRow key={field} label={tc(CULTURE_LABELS[field])}>
            {business.culture[field] ?? notYet}
          </DetailRow>
        ))}
        <DetailRow label={t`Number of employees`}>{business.employee_count ?? t`Not provided`}</DetailRow>
      </dl>
    </DetailCard>
  );
}
