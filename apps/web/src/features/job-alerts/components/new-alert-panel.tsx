import { Trans, useLingui } from '@lingui/react/macro';
import type { TAlertEmail } from '@perks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useCreateJobAlert } from '../api/create-job-alert';
import { useJobAlerts } from '../api/list-job-alerts';
import { useSetAlertEmail } from '../api/set-alert-email';
import { alertFilterWords, type SearchFilters } from '../lib/alert-filter-words';
import { type AlertFormValues, alertPayload } from '../lib/alert-form-values';
import { AlertForm } from './alert-form';

/** After saving: where the alerts will go, and whether the address still waits for its link. */
function SavedNotice({ email, byEmail }: { email: TAlertEmail | undefined; byEmail: boolean }) {
  const address = byEmail && email?.address && !email.confirmed ? email.address : null;
  return (
    <div role="status" className="space-y-2 text-sm">
      <p className="font-medium">
        <Trans>Alert saved.</Trans>
      </p>
      {address && (
        <p>
          <Trans>
            Open the link we sent to <span className="break-all font-medium">{address}</span> to start e-mail
            alerts.
          </Trans>
        </p>
      )}
      <Link to="/alerts" className="font-medium text-primary underline underline-offset-4">
        <Trans>Manage your alerts</Trans>
      </Link>
    </div>
  );
}

interface NewAlertPanelProps {
  filters: SearchFilters;
  /** The search was near the device's position, which an alert never keeps: the panel says so. */
  positionLeftOut?: boolean;
  onClose(): void;
}

/**
 * The form under 'Get alerts for this search' on /jobs, for a signed-in person: the search's
 * filters in words and its alert settings. Loaded only when opened, with the contract's schemas.
 */
export function NewAlertPanel({ filters, positionLeftOut = false, onClose }: NewAlertPanelProps) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const alerts = useJobAlerts();
  const create = useCreateJobAlert();
  const setEmail = useSetAlertEmail();
  const [saved, setSaved] = useState<{ byEmail: boolean; email?: TAlertEmail } | null>(null);
  const words = alertFilterWords(i18n, tc, filters);
  const matching = words.join(' · ');
  const asksAddress = alerts.data?.email.address === null;

  const submit = async (values: AlertFormValues) => {
    try {
      let email = alerts.data?.email;
      if (asksAddress && values.email) email = await setEmail.mutateAsync(values.address.trim());
      await create.mutateAsync({ ...alertPayload(values, filters), paused: false });
      setSaved({ byEmail: values.email, email });
    } catch (error) {
      toast.error(isApiError(error) && error.message ? tc(error.message) : t`The alert could not be saved.`);
    }
  };

  if (saved) return <SavedNotice email={saved.email} byEmail={saved.byEmail} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {words.length === 0 ? t`Every new job on the board.` : t`New jobs matching: ${matching}`}
      </p>
      {positionLeftOut && (
        <p className="text-sm">
          <Trans>Alerts cannot use your position. Type a ZIP code to get alerts near it.</Trans>
        </p>
      )}
      <AlertForm
        filters={filters}
        asksAddress={asksAddress}
        submitLabel={t`Save alert`}
        onSubmit={submit}
        onCancel={onClose}
      />
    </div>
  );
}
