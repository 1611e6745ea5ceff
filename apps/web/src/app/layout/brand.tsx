import { Link } from 'react-router';
import { SITE } from '@/lib/site';

/**
 * The product name linking home. Between md and lg the bar is too narrow for the name beside
 * every link, so only the mark shows there; the name stays in the link for screen readers.
 */
export function Brand() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-md font-heading text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-hero-gradient text-sm font-extrabold text-primary-foreground"
      >
        {SITE.mark}
      </span>
      <span className="md:max-lg:sr-only">{SITE.name}</span>
    </Link>
  );
}
