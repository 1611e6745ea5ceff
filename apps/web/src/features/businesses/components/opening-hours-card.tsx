import { Trans, useLingui } from '@lingui/react/macro';
import { DAYS, openNow, portlandWeekMinute, type TOpeningHours } from '@perks/contract';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { clockTime, weekdayName } from '../lib/week-display';
import { DetailCard } from './detail-card';

/**
 * The time now, once the page runs in the browser, then each minute: the server's HTML and the
 * first paint show the hours without 'Open now', so they match whenever the page was rendered.
 */
function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Opening hours' (decision 068): the week as a table, Monday first, in Portland time, today's row
 * marked, and 'Open now' or 'Closed now' worked out in Portland time. Nothing when the business
 * has not given its hours.
 */
export function OpeningHoursCard({ hours }: { hours: TOpeningHours | null }) {
  const { t, i18n } = useLingui();
  const now = useMinuteClock();
  if (!hours) return null;
  const dayHours = ({ closed, open, close }: TOpeningHours[keyof TOpeningHours]) => {
    if (closed || !open || !close) return t`Closed`;
    const opens = clockTime(i18n, open);
    const closes = clockTime(i18n, close);
    return t`${opens} – ${closes}`;
  };
  const state = now ? openNow(hours, now) : null;
  const today = now ? portlandWeekMinute(now).day : null;
  return (
    <DetailCard id="business-hours" title={t`Opening hours`}>
      {state && (
        <Badge variant={state === 'open' ? 'default' : 'secondary'} className="mb-3" data-testid="open-now">
          {state === 'open' ? t`Open now` : t`Closed now`}
        </Badge>
      )}
      <table className="w-full text-sm">
        <caption className="sr-only">
          <Trans>Opening hours, Portland time</Trans>
        </caption>
        <tbody className="divide-y">
          {DAYS.map((day) => (
            <tr
              key={day}
              aria-current={day === today ? 'date' : undefined}
              className={day === today ? 'font-semibold' : undefined}
            >
              <th scope="row" className="py-2 pe-4 text-start font-medium text-muted-foreground">
                {weekdayName(i18n, day)}
              </th>
              <td className="py-2 text-end">{dayHours(hours[day])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DetailCard>
  );
}
