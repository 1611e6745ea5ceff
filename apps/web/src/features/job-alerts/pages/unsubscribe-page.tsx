import { Trans, useLingui } from '@lingui/react/macro';
import { ALERT_LINKS_EXHAUSTED, UNSUBSCRIBE_LINK_INVALID } from '@perks/contract';
import type { FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { QueryStates } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { isApiError } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { buildApiUrl } from '@/lib/api-url';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribePreview } from '../api/get-unsubscribe-preview';
import { useUnsubscribe } from '../api/unsubscribe';

function Done({ name }: { name: string | undefined }) {
  return (
    <div role="status" className="space-y-4 rounded-lg border p-6">
      <p className="font-medium">
        {name ? (
          <Trans>Unsubscribed. No more e-mails for "{name}".</Trans>
        ) : (
          <Trans>Unsubscribed. No more e-mails for this alert.</Trans>
        )}
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>Your other alerts, and texts, are unchanged.</Trans>
      </p>
      <ButtonLink variant="outline" to="/alerts">
        <Trans>Manage your alerts</Trans>
      </ButtonLink>
    </div>
  );
}

/**
 * The server refused the link itself. Not a 429: the network's budget for previews is spent, but
 * unsubscribing has its own (decision 058), so the button stays.
 */
const isRefusedLink = (error: unknown) =>
  isClientError(error) && !(isApiError(error) && error.status === 429);

/**
 * Route /alerts/unsubscribe/:token: the page the unsubscribe link in an alert e-mail opens, no
 * sign-in needed. It says what will stop and has one button. The button is a plain form posting to
 * the API's one-click address (the same one RFC 8058 mail clients post to), so it works before the
 * page's script runs; once it runs, the post goes through the API client and the answer shows here.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Unsubscribe from job alerts`);
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const preview = useUnsubscribePreview(token);
  const unsubscribe = useUnsubscribe(token);
  const name = unsubscribe.data?.alert_name ?? preview.data?.alert_name;
  const invalid = isRefusedLink(preview.error) || isRefusedLink(unsubscribe.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    unsubscribe.mutate();
  };

  let body: React.ReactNode;
  if (unsubscribe.isSuccess || params.has('done') || preview.data?.unsubscribed) {
    body = <Done name={name} />;
  } else if (invalid) {
    const error = preview.error ?? unsubscribe.error;
    body = (
      <div role="alert" className="space-y-4 rounded-lg border p-6">
        <p className="font-medium">
          {tc(isApiError(error) && error.message ? error.message : UNSUBSCRIBE_LINK_INVALID)}
        </p>
        <ButtonLink variant="outline" to="/alerts">
          <Trans>Manage your alerts</Trans>
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <form
        method="post"
        action={buildApiUrl(`/job-alerts/unsubscribe/${encodeURIComponent(token)}`)}
        onSubmit={submit}
        className="space-y-4 rounded-lg border p-6"
      >
        {/* RFC 8058's body, so a post without script is the same request a mail client sends. */}
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <QueryStates
          query={preview}
          loading={<Trans>Finding your alert…</Trans>}
          failed={<Trans>Your alert could not be found just now.</Trans>}
        >
          {() => (
            <p>
              <Trans>
                You will stop getting e-mails for the job alert <span className="font-medium">"{name}"</span>.
              </Trans>
            </p>
          )}
        </QueryStates>
        {/* The server's answer to a post without script past the network's budget (a 429). */}
        {params.has('busy') && !unsubscribe.isPending && !unsubscribe.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {tc(ALERT_LINKS_EXHAUSTED)}
          </p>
        )}
        {unsubscribe.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            <Trans>That did not work just now. Please try again.</Trans>
          </p>
        )}
        <Button type="submit" disabled={unsubscribe.isPending}>
          <Trans>Unsubscribe</Trans>
        </Button>
      </form>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl space-y-6 px-4 py-12 sm:px-6">
      <PageHeading title={<Trans>Unsubscribe from job alerts</Trans>} tracking="tight" size="small" />
      {body}
    </div>
  );
}
