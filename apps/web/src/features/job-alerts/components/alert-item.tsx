import { Trans, useLingui } from '@lingui/react/macro';
import type { TJobAlert } from '@perks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDeleteJobAlert } from '../api/delete-job-alert';
import { useUpdateJobAlert } from '../api/update-job-alert';
import { alertFilterWords, jobsSearchHref } from '../lib/alert-filter-words';
import { type AlertFormValues, alertPayload } from '../lib/alert-form-values';
import { channelWords, frequencyWords } from '../lib/alert-schedule-words';
import { AlertForm } from './alert-form';

/**
 * One saved search on /alerts: its filters in words, how often and where it alerts, whether it is
 * paused; pause or resume, change, delete (after asking), and a link that runs it on /jobs.
 */
export function AlertItem({ alert }: { alert: TJobAlert }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const failed = (error: unknown, fallback: string) =>
    toast.error(isApiError(error) && error.message ? tc(error.message) : fallback);
  const name = alert.name;
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const [editing, setEditing] = useState(false);
  const words = alertFilterWords(i18n, tc, alert.filters);
  const headingId = `alert-${alert.id}`;

  const togglePause = () =>
    update
      .mutateAsync({ alertId: alert.id, body: { paused: !alert.paused } })
      .catch((error: unknown) => failed(error, t`The alert could not be changed.`));

  const save = async (values: AlertFormValues) => {
    try {
      await update.mutateAsync({ alertId: alert.id, body: alertPayload(values, alert.filters) });
      setEditing(false);
    } catch (error) {
      failed(error, t`The alert could not be changed.`);
    }
  };

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold">
          {alert.name}
        </h3>
        {alert.paused && (
          <Badge variant="outline">
            <Trans>Paused</Trans>
          </Badge>
        )}
      </div>
      {editing ? (
        <AlertForm
          filters={alert.filters}
          alert={alert}
          asksAddress={false}
          submitLabel={t`Save changes`}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">
              <Trans>Jobs</Trans>
            </dt>
            <dd className="break-words">{words.length === 0 ? t`All jobs` : words.join(' · ')}</dd>
            <dt className="text-muted-foreground">
              <Trans>How often</Trans>
            </dt>
            <dd>{frequencyWords(i18n, alert)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Sent by</Trans>
            </dt>
            <dd>{channelWords(i18n, alert.channels)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link
                to={jobsSearchHref(alert.filters)}
                aria-label={t`Run this search on the job board: ${name}`}
              >
                <Trans>Run this search</Trans>
              </Link>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={update.isPending}
              aria-label={alert.paused ? t`Resume alert: ${name}` : t`Pause alert: ${name}`}
              onClick={() => void togglePause()}
            >
              {alert.paused ? t`Resume` : t`Pause`}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t`Change alert: ${name}`}
              onClick={() => setEditing(true)}
            >
              <Trans>Change</Trans>
            </Button>
            <ConfirmDialog
              title={t`Delete this alert?`}
              description={t`"${name}" stops and is removed. This cannot be undone.`}
              confirmLabel={t`Delete alert`}
              onConfirm={() =>
                void remove
                  .mutateAsync(alert.id)
                  .catch((error: unknown) => failed(error, t`The alert could not be deleted.`))
              }
              trigger={
                <Button type="button" variant="ghost" size="sm" aria-label={t`Delete alert: ${name}`}>
                  <Trans>Delete</Trans>
                </Button>
              }
            />
          </div>
        </>
      )}
    </article>
  );
}
