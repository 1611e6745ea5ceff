import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What to show under the heading: the status for a thrown Response, else the error's message. */
function describeRouteError(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/**
 * The router's error screen: 'Unexpected Application Error!' with the status or message.
 * The most common cause after a release is a screen's code that can no longer be downloaded, so
 * the main action reloads the page; the home link is a plain <a> for a clean start.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useLingui();
  useDocumentTitle(t`Error`);
  return (
    <PageMessage
      role="alert"
      heading={<Trans>Unexpected Application Error!</Trans>}
      message={describeRouteError(error) ?? t`Something went wrong.`}
      messageClassName="mt-4 break-words text-lg italic text-muted-foreground"
    >
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </Button>
        <Button asChild variant="outline">
          <a href="/">
            <Trans>Go to home</Trans>
          </a>
        </Button>
      </div>
    </PageMessage>
  );
}
