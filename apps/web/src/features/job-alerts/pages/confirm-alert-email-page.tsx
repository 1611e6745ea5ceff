import { Trans, useLingui } from '@lingui/react/macro';
import { ALERT_EMAIL_LINK_INVALID } from '@perks/contract';
import MailCheck from 'lucide-react/icons/mail-check';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { isApiError } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmAlertEmail } from '../api/confirm-alert-email';

/**
 * Route /alerts/confirm/:token: where the link in the confirmation e-mail lands. It confirms the
 * address at once, signed in or not (the token says whose it is), and says what happens next.
 */
export function ConfirmAlertEmailPage() {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Confirm alert e-mail`);
  const { token = '' } = useParams();
  const confirm = useConfirmAlertEmail();
  const address = confirm.data?.address ?? '';
  // Once per token, though React may run the effect twice in development.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    confirm.mutate(token);
  }, [token, confirm.mutate]);

  return (
    <div className="mx-auto w-full max-w-xl space-y-6 px-4 py-12 sm:px-6">
      <PageHeading title={<Trans>Alert e-mail</Trans>} tracking="tight" size="small" />
      {confirm.isSuccess ? (
        <div role="status" className="space-y-4 rounded-lg border p-6">
          <MailCheck aria-hidden="true" className="size-8 text-primary" />
          <p className="font-medium">
            <Trans>
              Confirmed: job alerts will be e-mailed to <span className="break-all">{address}</span>.
            </Trans>
          </p>
          <ButtonLink to="/alerts">
            <Trans>Manage your alerts</Trans>
          </ButtonLink>
        </div>
      ) : confirm.isError ? (
        // A refusal is the link's fault (expired, altered): trying again cannot help.
        isClientError(confirm.error) ? (
          <div role="alert" className="space-y-4 rounded-lg border p-6">
            <p className="font-medium">
              {tc(
                isApiError(confirm.error) && confirm.error.message
                  ? confirm.error.message
                  : ALERT_EMAIL_LINK_INVALID,
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>You can send a new link from your job alerts.</Trans>
            </p>
            <ButtonLink variant="outline" to="/alerts">
              <Trans>Go to job alerts</Trans>
            </ButtonLink>
          </div>
        ) : (
          <LoadFailedNotice onRetry={() => confirm.mutate(token)}>
            <Trans>Your address could not be confirmed just now.</Trans>
          </LoadFailedNotice>
        )
      ) : (
        <LoadingNotice>
          <Trans>Confirming your address…</Trans>
        </LoadingNotice>
      )}
    </div>
  );
}
