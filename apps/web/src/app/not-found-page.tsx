import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path outside the route table: '404', 'Oops! Page not found', a link home. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-6xl font-bold tracking-tight text-primary">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">
        <Trans>Oops! Page not found</Trans>
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <Trans>Return to Home</Trans>
        </Link>
      </Button>
    </section>
  );
}
