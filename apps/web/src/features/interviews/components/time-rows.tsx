import { Trans, useLingui } from '@lingui/react/macro';
import { INTERVIEW_SLOTS_MAX, type TInterviewSlotInput } from '@perks/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Up to five times (a Portland date, a start and minutes), each with its own labels, and Add / Remove. */
export function TimeRows({
  idPrefix,
  rows,
  onChange,
}: {
  idPrefix: string;
  rows: TInterviewSlotInput[];
  onChange: (rows: TInterviewSlotInput[]) => void;
}) {
  const { t } = useLingui();
  const set = (index: number, change: Partial<TInterviewSlotInput>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        <Trans>Times (Portland time)</Trans>
      </legend>
      <ol className="space-y-2">
        {rows.map((row, index) => {
          const number = index + 1;
          const id = `${idPrefix}-time-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <li key={index} className="grid grid-cols-2 gap-2 rounded-md border p-2 sm:grid-cols-4">
              <div className="space-y-1">
                <Label htmlFor={`${id}-date`}>
                  <Trans>Date {number}</Trans>
                </Label>
                <Input
                  id={`${id}-date`}
                  type="date"
                  value={row.date}
                  onChange={(event) => set(index, { date: event.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-start`}>
                  <Trans>Start {number}</Trans>
                </Label>
                <Input
                  id={`${id}-start`}
                  type="time"
                  value={row.start}
                  onChange={(event) => set(index, { start: event.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-minutes`}>
                  <Trans>Minutes {number}</Trans>
                </Label>
                <Input
                  id={`${id}-minutes`}
                  type="number"
                  inputMode="numeric"
                  min={5}
                  max={480}
                  value={Number.isNaN(row.minutes) ? '' : row.minutes}
                  onChange={(event) => set(index, { minutes: event.target.valueAsNumber })}
                />
              </div>
              {rows.length > 1 && (
                <div className="flex items-end">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                    aria-label={t`Remove time ${number}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {rows.length < INTERVIEW_SLOTS_MAX && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...rows, { date: '', start: '', minutes: 30 }])}
        >
          <Trans>Add a time</Trans>
        </Button>
      )}
    </fieldset>
  );
}
