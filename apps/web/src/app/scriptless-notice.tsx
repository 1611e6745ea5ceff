import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * What a browser without JavaScript shows on a screen the server does not render (sign-in, the
 * signed-in screens, the directory): the site's frame around why it needs scripts, and the pages
 * that work without them. The server puts it inside `<div id="root">`, hidden from browsers with
 * scripts, whose app replaces it (decision 059).
 */
export function ScriptlessNotice() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>This page needs JavaScript</Trans>
      </h1>
      <p className="mt-4 text-muted-foreground">
        <Trans>
          Signing in and everything after it need JavaScript: your browser solves a short security check
          before we text you a code, and keeps your session in the page rather than in a stored file. Turn
          JavaScript on to sign in, or browse jobs and partner discounts, which work without it.
        </Trans>
      </p>
      <ScriptlessLinks />
    </section>
  );
}

/** The pages a browser without JavaScript can use. */
function ScriptlessLinks() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to="/jobs">
          <Trans>Browse jobs</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/restaurants">
          <Trans>Partner discounts</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">
          <Trans>Home</Trans>
        </Link>
      </Button>
    </div>
  );
}
