import { Trans, useLingui } from '@lingui/react/macro';
import {
  DAY_LABELS,
  DAY_SHORT_LABELS,
  DAYS,
  type Day,
  EMPLOYMENT_TYPE_LABELS,
  employmentTypeForHours,
  JOB_FORM_MESSAGES,
  JOB_FORM_TOASTS,
  SHIFT_TIMES,
  shiftHours,
  weeklyHoursFromBlocks,
} from '@perks/contract';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, REQUIRED_MARK } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { useShiftTime } from '@/features/jobs';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { newBlockId, type ShiftBlockValue } from '../../lib/job-form-values';

/** Hours to two decimals at most: 8, 7.75. */
const roundHours = (hours: number) => Number(hours.toFixed(2));

export interface ScheduleBuilderProps {
  id: string;
  blocks: ShiftBlockValue[];
  onChange: (blocks: ShiftBlockValue[]) => void;
  error?: string;
}

/** A labelled pick of one of the shift times, in the reader's clock. */
function ShiftTimeSelect({
  id,
  label,
  noneLabel,
  value,
  onChange,
}: {
  id: string;
  label: ReactNode;
  noneLabel: string;
  value: string;
  onChange: (time: string) => void;
}) {
  const shiftTime = useShiftTime();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <ChoiceSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        noneLabel={noneLabel}
        choices={SHIFT_TIMES}
        labelOf={(time) => shiftTime(time)}
      />
    </div>
  );
}

/**
 * Adds shift blocks: days, a start and an end, each any hour of the day; an end at or before the
 * start runs past midnight. Weekly hours and the employment type follow from the blocks.
 */
export function ScheduleBuilder({ id, blocks, onChange, error }: ScheduleBuilderProps) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const shiftTime = useShiftTime();
  const daysText = (list: readonly Day[]) => list.map((day) => tc(DAY_SHORT_LABELS[day])).join(', ');
  const groupId = useId();
  const [days, setDays] = useState<Day[]>([]);
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  // Why the last 'Add Shift Block' added nothing, beside the builder as well as in the toast.
  const [problem, setProblem] = useState<string | undefined>();
  const weeklyHours = weeklyHoursFromBlocks(blocks);
  const totalHours = i18n.number(roundHours(weeklyHours));
  const employmentType = tc(EMPLOYMENT_TYPE_LABELS[employmentTypeForHours(weeklyHours)]);
  const weeklySummary = t`${totalHours} hrs per week • ${employmentType}`;

  const toggleDay = (day: Day, checked: boolean) =>
    setDays((current) =>
      checked ? DAYS.filter((d) => d === day || current.includes(d)) : current.filter((d) => d !== day),
    );

  const addBlock = () => {
    if (days.length === 0 || !startTime || !endTime) {
      const missing = t`Pick at least one day, a start time and an end time.`;
      toast(tc(JOB_FORM_TOASTS.missingShiftInformation.title), { description: missing });
      setProblem(missing);
      return;
    }
    if (shiftHours(startTime, endTime) === 0) {
      toast.error(t`Invalid Shift`, { description: tc(JOB_FORM_MESSAGES.shiftTimesEqual) });
      setProblem(tc(JOB_FORM_MESSAGES.shiftTimesEqual));
      return;
    }
    setProblem(undefined);
    onChange([...blocks, { id: newBlockId(), days, startTime, endTime }]);
    setDays([]);
    setStartTime('');
    setEndTime('');
    toast(tc(JOB_FORM_TOASTS.shiftAdded.title), { description: tc(JOB_FORM_TOASTS.shiftAdded.description) });
  };

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2" aria-describedby={problem || error ? `${id}-error` : undefined}>
        <legend className={`text-sm font-medium ${REQUIRED_MARK}`}>
          <Trans>Days</Trans>
        </legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {DAYS.map((day) => {
            const checkboxId = `${groupId}-${day}`;
            return (
              <div
                key={day}
                className="flex items-center gap-2 rounded-md border px-2 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary"
              >
                <Checkbox
                  id={checkboxId}
                  aria-label={tc(DAY_LABELS[day])}
                  checked={days.includes(day)}
                  onCheckedChange={(checked) => toggleDay(day, checked === true)}
                />
                <Label htmlFor={checkboxId} aria-hidden="true" className="cursor-pointer">
                  {tc(DAY_SHORT_LABELS[day])}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <ShiftTimeSelect
          id={`${groupId}-start`}
          label={<Trans>Start time</Trans>}
          noneLabel={t`Select start time`}
          value={startTime}
          onChange={setStartTime}
        />
        <ShiftTimeSelect
          id={`${groupId}-end`}
          label={<Trans>End time</Trans>}
          noneLabel={t`Select end time`}
          value={endTime}
          onChange={setEndTime}
        />
        <Button id={id} type="button" variant="secondary" onClick={addBlock}>
          <Plus aria-hidden="true" />
          <Trans>Add Shift Block</Trans>
        </Button>
      </div>

      <FieldError id={id} error={problem ?? error} />

      {blocks.length > 0 && (
        <ul aria-label={t`Shift blocks`} className="space-y-2">
          {blocks.map((block) => {
            const hours = i18n.number(
              roundHours(block.days.length * shiftHours(block.startTime, block.endTime)),
            );
            const blockDays = daysText(block.days);
            const start = shiftTime(block.startTime);
            const end = shiftTime(block.endTime);
            // 'Fri, Sat • 6:00 PM - 2:00 AM'
            const shift = t`${blockDays} • ${start} - ${end}`;
            return (
              <li
                key={block.id}
                className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium">{blockDays}</span>
                  <span className="text-muted-foreground">
                    {' • '}
                    <Trans>
                      {start} - {end} • {hours} hrs/week
                    </Trans>
                  </span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t`Remove shift ${shift}`}
                  onClick={() => onChange(blocks.filter((b) => b.id !== block.id))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {blocks.length === 0 ? t`No shifts yet. Add the days and times this job works.` : weeklySummary}
      </p>
    </div>
  );
}
