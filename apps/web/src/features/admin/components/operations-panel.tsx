import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminOperations } from '@perks/contract';
import { HeadedSection } from '@/components/headed-section';
import { QueryStates } from '@/components/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAdminOperations } from '../api/get-operations';

/** The outboxes' states, in words; a state the server adds later shows as it is named. */
function useStateLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    queued: t`Queued`,
    held: t`Held for quiet hours`,
    sending: t`Sending`,
    sent: t`Sent`,
    skipped: t`Skipped`,
    failed: t`Failed`,
  };
  return (status: string) => labels[status] ?? status;
}

function QueueTable({ queues }: { queues: TAdminOperations['queues'] }) {
  const { t, i18n } = useLingui();
  const caption = t`Background jobs by name`;
  const label = {
    name: t`Job`,
    queued: t`Waiting`,
    active: t`Running`,
    failed: t`Failed`,
    oldest: t`Oldest wait`,
  };
  const seconds = (value: number) =>
    i18n.number(value, { style: 'unit', unit: 'second', unitDisplay: 'short' });
  return (
    <Table scrollLabel={caption} stackOnPhone>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow highlight={false}>
          <TableHead scope="col">{label.name}</TableHead>
          <TableHead scope="col" align="end">
            {label.queued}
          </TableHead>
          <TableHead scope="col" align="end">
            {label.active}
          </TableHead>
          <TableHead scope="col" align="end">
            {label.failed}
          </TableHead>
          <TableHead scope="col" align="end">
            {label.oldest}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {queues.map((queue) => (
          <TableRow key={queue.name}>
            <TableHead scope="row" weight="normal" className="font-mono text-xs">
              {queue.name}
            </TableHead>
            <TableCell data-label={label.queued} className="text-end tabular-nums">
              {i18n.number(queue.queued)}
            </TableCell>
            <TableCell data-label={label.active} className="text-end tabular-nums">
              {i18n.number(queue.active)}
            </TableCell>
            <TableCell
              data-label={label.failed}
              className={
                queue.failed > 0
                  ? 'text-end font-semibold text-destructive tabular-nums'
                  : 'text-end tabular-nums'
              }
            >
              {i18n.number(queue.failed)}
            </TableCell>
            <TableCell data-label={label.oldest} className="text-end tabular-nums">
              {seconds(queue.oldest_due_seconds)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Outbox({ title, states }: { title: string; states: TAdminOperations['outboxes']['text'] }) {
  const { i18n } = useLingui();
  const stateLabel = useStateLabel();
  return (
    <div className="rounded-md border p-3">
      <h4 className="font-medium">{title}</h4>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {states.map((state) => (
          <div key={state.status} className="contents">
            <dt className="text-muted-foreground">{stateLabel(state.status)}</dt>
            <dd className="text-end tabular-nums">{i18n.number(state.count)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The dashboard's 'Operations' panel (decision 082): the job queue per job name, the text and
 * e-mail outboxes per state, the texts of the last hour against the hourly cap, and what failed
 * in the last 24 hours, as counts.
 */
export function OperationsPanel() {
  const { t, i18n } = useLingui();
  const operations = useAdminOperations();
  return (
    <HeadedSection headingId="operations-heading" title={<Trans>Operations</Trans>}>
      <QueryStates
        query={operations}
        loading={<Trans>Loading the operations figures...</Trans>}
        failed={<Trans>Could not load the operations figures</Trans>}
      >
        {(data) => {
          const sent = i18n.number(data.sms.sent_last_hour);
          const cap = i18n.number(data.sms.hourly_cap);
          const jobs = i18n.number(data.failures_last_day.jobs);
          const texts = i18n.number(data.failures_last_day.texts);
          const emails = i18n.number(data.failures_last_day.emails);
          return (
            <div className="space-y-4">
              <dl className="grid gap-4 sm:grid-cols-2">
                <div className="rounded-md border p-3">
                  <dt className="text-sm text-muted-foreground">
                    <Trans>Texts sent in the last hour</Trans>
                  </dt>
                  <dd className="text-2xl font-bold tabular-nums">
                    <Trans>
                      {sent} of {cap}
                    </Trans>
                  </dd>
                </div>
                <div className="rounded-md border p-3">
                  <dt className="text-sm text-muted-foreground">
                    <Trans>Failed in the last 24 hours</Trans>
                  </dt>
                  <dd className="text-sm">
                    <Trans>
                      Background jobs: <span className="font-semibold tabular-nums">{jobs}</span>, texts:{' '}
                      <span className="font-semibold tabular-nums">{texts}</span>, e-mails:{' '}
                      <span className="font-semibold tabular-nums">{emails}</span>
                    </Trans>
                  </dd>
                </div>
              </dl>
              {data.queues.length > 0 ? (
                <QueueTable queues={data.queues} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>No background job queues yet.</Trans>
                </p>
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <Outbox title={t`Text outbox`} states={data.outboxes.text} />
                <Outbox title={t`E-mail outbox`} states={data.outboxes.email} />
              </div>
            </div>
          );
        }}
      </QueryStates>
    </HeadedSection>
  );
}
