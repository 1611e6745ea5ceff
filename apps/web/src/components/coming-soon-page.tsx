import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

interface ComingSoonPageProps {
  /** The screen's name, shown as the page heading. */
  title: string;
  /** The home screen keeps the site's own tab title and needs no link to itself. */
  isHome?: boolean;
}

/**
 * Stands in for a screen that later work builds (docs/product.md, "Screens and routes"), so every
 * route resolves to a real, honest page now (no sample data pretending to be live).
 */
export function ComingSoonPage({ title, isHome = false }: ComingSoonPageProps) {
  useDocumentTitle(isHome ? undefined : title);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        <Trans>This page is coming soon.</Trans>
      </p>
      {!isHome && (
        <Button asChild className="mt-8">
          <Link to="/">
            <Trans>Back to home</Trans>
          </Link>
        </Button>
      )}
    </section>
  );
}
