import { Trans, useLingui } from '@lingui/react/macro';
import { PageMessage } from '@/components/page-message';
import { ButtonLink } from '@/components/ui/button-link';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path outside the route table: '404', 'Oops! Page not found', a link home. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <PageMessage
      heading="404"
      headingClassName="text-6xl font-bold tracking-tight text-primary"
      message={<Trans>Oops! Page not found</Trans>}
      messageClassName="mt-4 text-xl text-muted-foreground"
    >
      <ButtonLink className="mt-8" to="/">
        <Trans>Return to Home</Trans>
      </ButtonLink>
    </PageMessage>
  );
}
