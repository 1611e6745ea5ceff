import { Trans } from '@lingui/react/macro';
import { PageMessage } from '@/components/page-message';
import { ButtonLink } from '@/components/ui/button-link';
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
    <PageMessage
      heading={title}
      headingClassName="text-3xl font-bold tracking-tight sm:text-4xl"
      message={<Trans>This page is coming soon.</Trans>}
    >
      {!isHome && (
        <ButtonLink className="mt-8" to="/">
          <Trans>Back to home</Trans>
        </ButtonLink>
      )}
    </PageMessage>
  );
}
