import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { usePartners } from '../api/list-partners';

/** How many partners the owner page's logo grid shows (the spec's seven). */
const LOGO_COUNT = 7;

/** 'Salt Pier Kitchen' → 'SP': a name mark until partners' logos are shown. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The logo grid on /product: real partners from the directory, each linking to its page. */
export function PartnerLogos() {
  const partners = usePartners();
  if (partners.isPending)
    return (
      <LoadingNotice className="mt-10 justify-center">
        <Trans>Loading partners...</Trans>
      </LoadingNotice>
    );
  if (partners.isError) {
    return (
      <LoadFailedNotice centered className="mt-10" onRetry={() => void partners.refetch()}>
        <Trans>The partners could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  }
  const shown = partners.data.partners.slice(0, LOGO_COUNT);
  if (shown.length === 0) {
    return (
      <p className="mt-10 text-center text-muted-foreground">
        <Trans>Our first partners are signing up now.</Trans>
      </p>
    );
  }
  return (
    <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
      {shown.map((partner) => (
        <li key={partner.id}>
          <Link
            to={`/business/${partner.id}`}
            className="flex h-full flex-col items-center gap-2 rounded-lg bg-card p-4 text-center shadow-sm hover:underline"
          >
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full bg-hero-gradient font-bold text-primary-foreground"
            >
              {initials(partner.name)}
            </span>
            <span className="text-sm font-medium">{partner.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
