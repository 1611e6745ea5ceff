import type { TAlertEmail } from '@perks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateJobAlert, useSetAlertEmail } from '../api/change-job-alerts';
import { useJobAlerts } from '../api/list-job-alerts';
import { alertFilterWords, type SearchFilters } from '../lib/alert-filter-words';
import { type AlertFormValues, alertPayload } from '../lib/alert-form-values';
import { AlertForm } from './alert-form';

/** After saving: where the alerts will go, and whether the address still waits for its link. */
function SavedNotice({ email, byEmail }: { email: TAlertEmail | undefined; byEmail: boolean }) {
  const waiting = byEmail && email?.address && !email.confirmed;
  return (
    <div role="status" className="space-y-2 text-sm">
      <p className="font-medium">Alert saved.</p>
      {waiting && (
        <p>
          Open the link we sent to <span className="break-all font-medium">{email.address}</span> to start
          e-mail alerts.
        </p>
      )}
      <Link to="/alerts" className="font-medium text-primary underline underline-offset-4">
        Manage your alerts
      </Link>
    </div>
  );
}

/**
 * The form under 'Get alerts for this search' on /jobs, for a signed-in person: the search's
 * filters in words and its alert settings. Loaded only when opened, with the contract's schemas.
 */
export function NewAlertPanel({ filters, onClose }: { filters: SearchFilters; onClose(): void }) {
  const alerts = useJobAlerts();
  const create = useCreateJobAlert();
  const setEmail = useSetAlertEmail();
  const [saved, setSaved] = useState<{ byEmail: boolean; email?: TAlertEmail } | null>(null);
  const words = alertFilterWords(filters);
  const asksAddress = alerts.data?.email.address === null;

  const submit = async (values: AlertFormValues) => {
    try {
      let email = alerts.data?.email;
      if (asksAddress && values.email) email = await setEmail.mutateAsync(values.address.trim());
      await create.mutateAsync({ ...alertPayload(values, filters), paused: false });
      setSaved({ byEmail: values.email, email });
    } catch (error) {
      toast.error(isApiError(error) && error.message ? error.message : 'The alert could not be saved.');
    }
  };

  if (saved) return <SavedNotice email={saved.email} byEmail={saved.byEmail} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {words.length === 0 ? 'Every new job on the board.' : `New jobs matching: ${words.join(' · ')}`}
      </p>
      <AlertForm
        filters={filters}
        asksAddress={asksAddress}
        submitLabel="Save alert"
        onSubmit={submit}
        onCancel={onClose}
      />
    </div>
  );
}
