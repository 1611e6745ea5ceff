import { useLingui } from '@lingui/react/macro';
import { isVerifiedEmployer, type TWorkExperience } from '@perks/contract';
import { ExperienceActions } from './experience-actions';
import { ExperienceEntry } from './experience-entry';

interface ExperienceTimelineProps {
  entries: TWorkExperience[];
  /** Present on the owner's own profile only. */
  onEdit?: (entry: TWorkExperience) => void;
  onDelete?: (entry: TWorkExperience) => void;
  /** Employers whose staff list has the person: their entries get the 'Verified' badge. */
  verifiedEmployers?: readonly string[];
}

/** The work history, newest first, on a vertical line. */
export function ExperienceTimeline({
  entries,
  onEdit,
  onDelete,
  verifiedEmployers = [],
}: ExperienceTimelineProps) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Work history`} className="space-y-6 border-s-2 border-muted ps-6">
      {entries.map((entry) => {
        const position = entry.position_title;
        const company = entry.company_name;
        return (
          <li key={entry.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[31px] top-1.5 size-3 rounded-full bg-primary"
            />
            <ExperienceEntry
              entry={entry}
              verified={isVerifiedEmployer(entry.company_name, verifiedEmployers)}
              actions={
                onEdit && onDelete ? (
                  <ExperienceActions
                    label={t`${position} at ${company}`}
                    company={entry.company_name}
                    onEdit={() => onEdit(entry)}
                    onDelete={() => onDelete(entry)}
                  />
                ) : undefined
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
