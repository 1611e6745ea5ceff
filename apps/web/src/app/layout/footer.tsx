import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AccountLanguagePicker } from '@/features/settings';
import { SITE } from '@/lib/site';

const FOOTER_LINKS = [
  { to: '/product', label: msg`How It Works` },
  { to: '/jobs', label: msg`Jobs` },
  { to: '/restaurants', label: msg`Discounts` },
  { to: '/privacy', label: msg`Privacy` },
  { to: '/terms', label: msg`Terms` },
  { to: '/support', label: msg`Support` },
] as const;

const linkClass =
  'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Site footer: what the product is, where to go, and how to reach the team (docs/product.md,
 * "Screens and routes").
 */
export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const site = SITE.name;
  const city = SITE.city;
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        <div>
          <p className="font-heading text-lg font-bold">{SITE.name}</p>
          <p className="mt-2 max-w-xs text-sm text-muted-foreground">
            <Trans>
              Verified membership, partner discounts and honest-pay jobs for hospitality workers in {city}.
            </Trans>
          </p>
          <AccountLanguagePicker className="mt-4 max-w-xs" />
        </div>
        <nav aria-label={t`Footer`}>
          <h2 className="text-sm font-semibold">
            <Trans>Explore</Trans>
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">
            <Trans>Contact</Trans>
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${SITE.email}`} className={linkClass}>
                {SITE.email}
              </a>
            </li>
            <li>
              <a href={SITE.instagramUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Instagram{' '}
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>
            © {year} {site}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
