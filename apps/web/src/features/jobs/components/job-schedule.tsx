import { Trans } from '@lingui/react/macro';
import { DAY_LABELS, groupShifts, type TShift } from '@perks/contract';
import { useContractText } from '@/lib/i18n/contract-text';
import { useShiftTime } from '../lib/use-shift-time';

/** The week's shifts, one line per identical start and end: 'Friday, Saturday · 6:00 PM - 2:00 AM'. */
export function JobSchedule({ shifts }: { shifts: readonly TShift[] }) {
  const tc = useContractText();
  const shiftTime = useShiftTime();
  const groups = groupShifts(shifts);
  if (groups.length === 0)
    return (
      <p className="text-muted-foreground">
        <Trans>Schedule to be arranged with the team.</Trans>
      </p>
    );
  return (
    <ul className="space-y-2">
      {groups.map((group) => (
        <li
          key={`${group.startTime}-${group.endTime}`}
          className="flex flex-col gap-0.5 rounded-md bg-muted px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="font-medium">{group.days.map((day) => tc(DAY_LABELS[day])).join(', ')}</span>
          <span className="tabular-nums">
            {shiftTime(group.startTime)} - {shiftTime(group.endTime)}
          </span>
        </li>
      ))}
    </ul>
  );
}
