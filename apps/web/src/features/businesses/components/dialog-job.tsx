import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPE_LABELS,
  expiryLabel,
  formatPhoneDisplay,
  ROLE_TYPE_LABELS,
  salaryDisplay,
  type TJob,
} from '@perks/contract';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';

const BENEFITS_SHOWN = 3;

/** One job in the 'Jobs at {name}' dialog (docs/product.md, "Business directory"). */
export function DialogJob({ job }: { job: TJob }) {
  const timeAgo = useTimeAgo();
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const expiry = expiryLabel(job.expires_at, undefined, tc, i18n.locale);
  const extraBenefits = job.benefits.length - BENEFITS_SHOWN;
  const hours = job.weekly_hours;
  const ago = timeAgo(job.posted_at);
  return (
    <article className="space-y-3 rounded-lg border p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{job.title}</h3>
        <Badge variant="secondary">{tc(ROLE_TYPE_LABELS[job.role_type])}</Badge>
        {job.is_tipped_role && (
          <Badge variant="outline">
            <Trans>Tips</Trans>
          </Badge>
        )}
      </header>
      <p className="text-sm text-muted-foreground">
        {tc(EMPLOYMENT_TYPE_LABELS[job.employment_type])} · {salaryDisplay(job, undefined, tc, i18n.locale)}
        {hours !== null && ` · ${t`${hours} hrs/week`}`}
      </p>
      <RichText text={job.description} className="line-clamp-3 text-sm" />
      {job.requirements.length > 0 && (
        <ul className="list-disc space-y-0.5 ps-5 text-sm">
          {job.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      )}
      {job.benefits.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Benefits`}>
          {job.benefits.slice(0, BENEFITS_SHOWN).map((benefit) => (
            <li key={benefit}>
              <Badge variant="outline">{benefit}</Badge>
            </li>
          ))}
          {extraBenefits > 0 && (
            <li>
              <Badge variant="outline">
                <Trans>+{extraBenefits} more</Trans>
              </Badge>
            </li>
          )}
        </ul>
      )}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {job.contact_name && <span>{job.contact_name}</span>}
        <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${job.contact_email}`}>
          {job.contact_email}
        </a>
        {job.contact_phone && (
          <a className="text-primary underline-offset-4 hover:underline" href={`tel:${job.contact_phone}`}>
            {formatPhoneDisplay(job.contact_phone)}
          </a>
        )}
      </p>
      <footer className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          <Trans>Posted {ago}</Trans>
          {expiry && ` · ${tc(expiry)}`}
        </p>
        <ButtonLink size="sm" to={`/jobs/${job.id}`}>
          <Trans>Apply Now</Trans>
        </ButtonLink>
      </footer>
    </article>
  );
}
