import { Trans, useLingui } from '@lingui/react/macro';
import { ExperienceBadges } from '@/components/experience-badges';

/** One job of a work history as an application shows it. */
interface ProfileJob {
  key: string;
  position_title: string;
  company_name: string;
  is_current: boolean;
  verified: boolean;
}

interface SharedProfileProps {
  name: string;
  /** Employers whose staff list holds the person: their membership. */
  verifiedEmployers: readonly string[];
  jobs: readonly ProfileJob[];
}

/**
 * The profile an application carries: name, membership and the work history with its 'Verified'
 * badges. The applicant sees it before sending; the employer sees it as it was sent.
 */
export function SharedProfile({ name, verifiedEmployers, jobs }: SharedProfileProps) {
  const { t } = useLingui();
  const employers = verifiedEmployers.join(', ');
  return (
    <div className="space-y-3 text-sm">
      <p className="text-base font-semibold">{name}</p>
      <p className="text-muted-foreground">
        {verifiedEmployers.length > 0 ? t`Verified member at ${employers}` : t`Membership not verified yet`}
      </p>
      {jobs.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No work history on the profile.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Work history`} className="space-y-2">
          {jobs.map(({ key, position_title: position, company_name: company, is_current, verified }) => (
            <li key={key} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 break-words">
                <Trans>
                  <span className="font-medium">{position}</span> at {company}
                </Trans>
              </span>
              <ExperienceBadges current={is_current} verified={verified} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
