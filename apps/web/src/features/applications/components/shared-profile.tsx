import { MEMBERSHIP_MESSAGES } from '@perks/contract';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { Badge } from '@/components/ui/badge';

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
  return (
    <div className="space-y-3 text-sm">
      <p className="text-base font-semibold">{name}</p>
      <p className="text-muted-foreground">
        {verifiedEmployers.length > 0
          ? `Verified member at ${verifiedEmployers.join(', ')}`
          : 'Membership not verified yet'}
      </p>
      {jobs.length === 0 ? (
        <p className="text-muted-foreground">No work history on the profile.</p>
      ) : (
        <ul aria-label="Work history" className="space-y-2">
          {jobs.map((job) => (
            <li key={job.key} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 break-words">
                <span className="font-medium">{job.position_title}</span> at {job.company_name}
              </span>
              {job.is_current && <Badge>Current</Badge>}
              {job.verified && (
                <Badge variant="secondary">
                  <BadgeCheck aria-hidden="true" />
                  {MEMBERSHIP_MESSAGES.verified}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
