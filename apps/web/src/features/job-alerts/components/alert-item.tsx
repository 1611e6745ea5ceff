import type { TJobAlert } from '@perks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteJobAlert, useUpdateJobAlert } from '../api/change-job-alerts';
import { alertFilterWords, jobsSearchHref } from '../lib/alert-filter-words';
import { type AlertFormValues, alertPayload } from '../lib/alert-form-values';
import { channelWords, frequencyWords } from '../lib/alert-schedule-words';
import { AlertForm } from './alert-form';

function failed(error: unknown, fallback: string) {
  toast.error(isApiError(error) && error.message ? error.message : fallback);
}

/**
 * One saved search on /alerts: its filters in words, how often and where it alerts, whether it is
 * paused; pause or resume, change, delete (after asking), and a link that runs it on /jobs.
 */
export function AlertItem({ alert }: { alert: TJobAlert }) {
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const [editing, setEditing] = useState(false);
  const words = alertFilterWords(alert.filters);
  const headingId = `alert-${alert.id}`;

  const togglePause = () =>
    update
      .mutateAsync({ alertId: alert.id, body: { paused: !alert.paused } })
      .catch((error: unknown) => failed(error, 'The alert could not be changed.'));

  const save = async (values: AlertFormValues) => {
    try {
      await update.mutateAsync({ alertId: alert.id, body: alertPayload(values, alert.filters) });
      setEditing(false);
    } catch (error) {
      failed(error, 'The alert could not be changed.');
    }
  };

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold">
          {alert.name}
        </h3>
        {alert.paused && <Badge variant="outline">Paused</Badge>}
      </div>
      {editing ? (
        <AlertForm
          filters={alert.filters}
          alert={alert}
          asksAddress={false}
          submitLabel="Save changes"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Jobs</dt>
            <dd className="break-words">{words.length === 0 ? 'All jobs' : words.join(' · ')}</dd>
            <dt className="text-muted-foreground">How often</dt>
            <dd>{frequencyWords(alert)}</dd>
            <dt className="text-muted-foreground">Sent by</dt>
            <dd>{channelWords(alert.channels)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link
                to={jobsSearchHref(alert.filters)}
                aria-label={`Run this search on the job board: ${alert.name}`}
              >
                Run this search
              </Link>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={update.isPending}
              aria-label={`${alert.paused ? 'Resume' : 'Pause'} alert: ${alert.name}`}
              onClick={() => void togglePause()}
            >
              {alert.paused ? 'Resume' : 'Pause'}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Change alert: ${alert.name}`}
              onClick={() => setEditing(true)}
            >
              Change
            </Button>
            <ConfirmDialog
              title="Delete this alert?"
              description={`"${alert.name}" stops and is removed. This cannot be undone.`}
              confirmLabel="Delete alert"
              onConfirm={() =>
                void remove
                  .mutateAsync(alert.id)
                  .catch((error: unknown) => failed(error, 'The alert could not be deleted.'))
              }
              trigger={
                <Button type="button" variant="ghost" size="sm" aria-label={`Delete alert: ${alert.name}`}>
                  Delete
                </Button>
              }
            />
          </div>
        </>
      )}
    </article>
  );
}
