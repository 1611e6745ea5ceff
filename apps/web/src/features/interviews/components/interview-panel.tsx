import { Trans, useLingui } from '@lingui/react/macro';
import { formatInterviewTime, INTERVIEW_LABELS, type TInterview } from '@perks/contract';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useInterviews } from '../api/list-interviews';
import { useInterviewAction } from '../api/update-interview';
import { ChangeForm, InviteForm } from './invite-form';

const OPEN = new Set<TInterview['status']>(['offered', 'scheduled', 'other_times']);

/**
 * An application's interviews, for its applicant or its business (decision 090): the invitation
 * with its times as buttons, the confirmed time with 'Add to calendar', reschedule and cancel with
 * a reason, and after the time the business's Attended / No-show; the business also sees 'Invite
 * to interview' and the applicant's no-shows at the business.
 */
export function InterviewPanel({
  applicationId,
  applicantName,
}: {
  applicationId: string;
  applicantName?: string;
}) {
  const { t } = useLingui();
  const query = useInterviews(applicationId);
  const [inviting, setInviting] = useState(false);
  const headingId = `interviews-${applicationId}`;

  if (query.isPending) {
    return (
      <section aria-busy="true" aria-label={t`Interviews`} className="space-y-2">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-16 w-full" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section aria-label={t`Interviews`} className="space-y-2 text-sm">
        <p role="alert">
          <Trans>Interviews could not be loaded.</Trans>
        </p>
        <Button type="button" size="sm" variant="outline" onClick={() => query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    );
  }
  const { side, items, no_shows: noShows } = query.data;
  const open = items.find((item) => OPEN.has(item.status));
  const past = items.filter((item) => item !== open);
  const name = applicantName ?? '';

  return (
    <section aria-labelledby={headingId} className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium">
          <Trans>Interviews</Trans>
        </h3>
        {side === 'business' && noShows !== null && noShows > 0 && (
          <Badge variant="outline">
            <Trans>No-shows here: {noShows}</Trans>
          </Badge>
        )}
      </div>
      {open ? (
        <InterviewItem interview={open} side={side} />
      ) : side === 'business' ? (
        inviting ? (
          <InviteForm applicationId={applicationId} applicantName={name} onDone={() => setInviting(false)} />
        ) : (
          <Button type="button" size="sm" onClick={() => setInviting(true)}>
            <Trans>Invite to interview</Trans>
          </Button>
        )
      ) : (
        items.length === 0 && (
          <p className="text-muted-foreground">
            <Trans>No interview yet.</Trans>
          </p>
        )
      )}
      {past.length > 0 && (
        <details>
          <summary className="cursor-pointer">
            <Trans>Earlier invitations</Trans>
          </summary>
          <ul className="mt-2 space-y-2">
            {past.map((item) => (
              <li key={item.id}>
                <InterviewItem interview={item} side={side} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function InterviewItem({ interview, side }: { interview: TInterview; side: 'applicant' | 'business' }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const action = useInterviewAction(interview.id);
  const [change, setChange] = useState<'reschedule' | 'cancel' | null>(null);
  const time = (iso: string) => formatInterviewTime(iso, i18n.locale);
  const place = interview.place === 'phone' ? tc(INTERVIEW_LABELS.phone) : interview.address;
  const started = interview.starts_at !== null && new Date(interview.starts_at) <= new Date();
  const run = (request: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(request, {
      onSuccess: () => toast.success(done),
      onError: (failure) => toast.error(tc(isApiError(failure) ? failure.message : String(failure))),
    });

  return (
    <div className="space-y-2 rounded-md border p-3">
      <p>
        <Badge variant="secondary">{tc(INTERVIEW_LABELS[interview.status])}</Badge>
      </p>
      {interview.starts_at && (
        <p className="font-medium">
          <time dateTime={interview.starts_at}>{time(interview.starts_at)}</time>{' '}
          <Trans>({interview.minutes} min, Portland time)</Trans>
        </p>
      )}
      <p>{place}</p>
      {interview.with_whom && (
        <p>
          <Trans>With {interview.with_whom}</Trans>
        </p>
      )}
      {interview.note && <p className="whitespace-pre-wrap break-words">{interview.note}</p>}
      {interview.reason && <blockquote className="border-s-2 ps-3">{interview.reason}</blockquote>}
      {interview.status === 'offered' && side === 'applicant' && (
        <div className="space-y-2">
          <p>
            <Trans>Pick a time (Portland time):</Trans>
          </p>
          <ul className="flex flex-wrap gap-2">
            {interview.slots.map((slot) => (
              <li key={slot.number}>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={slot.taken || action.isPending}
                  onClick={() => run({ action: 'choose', slot: slot.number }, t`Interview confirmed`)}
                >
                  {time(slot.starts_at)} · {t`${slot.minutes} min`}
                  {slot.taken ? ` · ${t`taken`}` : ''}
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => run({ action: 'other-times' }, t`Asked for other times`)}
            >
              <Trans>Ask for other times</Trans>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => run({ action: 'decline' }, t`Invitation declined`)}
            >
              <Trans>Decline</Trans>
            </Button>
          </div>
        </div>
      )}
      {interview.status === 'offered' && side === 'business' && (
        <ul className="space-y-1">
          {interview.slots.map((slot) => (
            <li key={slot.number}>
              {slot.number}. {time(slot.starts_at)} · {t`${slot.minutes} min`}
              {slot.taken ? ` · ${t`taken`}` : ''}
            </li>
          ))}
        </ul>
      )}
      {interview.calendar_url && (
        <a
          href={interview.calendar_url}
          download="interview.ics"
          className="inline-flex items-center gap-2 rounded-md border px-3 py-2 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          <Trans>Add to calendar</Trans>
        </a>
      )}
      {side === 'business' &&
        interview.starts_at &&
        started &&
        ['scheduled', 'attended', 'no_show'].includes(interview.status) && (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={action.isPending || interview.status === 'attended'}
              onClick={() => run({ action: 'outcome', outcome: 'attended' }, t`Marked attended`)}
            >
              <Trans>Attended</Trans>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={action.isPending || interview.status === 'no_show'}
              onClick={() => run({ action: 'outcome', outcome: 'no_show' }, t`Marked no-show`)}
            >
              <Trans>No-show</Trans>
            </Button>
          </div>
        )}
      {OPEN.has(interview.status) &&
        !started &&
        (change ? (
          <ChangeForm interviewId={interview.id} mode={change} side={side} onDone={() => setChange(null)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            {(side === 'business' || interview.status === 'scheduled') && (
              <Button type="button" size="sm" variant="outline" onClick={() => setChange('reschedule')}>
                <Trans>Reschedule</Trans>
              </Button>
            )}
            <Button type="button" size="sm" variant="outline" onClick={() => setChange('cancel')}>
              <Trans>Cancel the interview</Trans>
            </Button>
          </div>
        ))}
    </div>
  );
}
