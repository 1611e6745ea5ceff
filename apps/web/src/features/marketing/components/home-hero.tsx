import { Trans } from '@lingui/react/macro';
import { AtSign, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { CTA_SECTION_ID, SITE } from '@/lib/site';
import { SampleMemberCard } from './sample-member-card';
import { scrollToCta } from './scroll-to-cta';

const buttonBase =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md px-6 text-base font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-primary';

/** The landing page's opening: what the product is, three ways forward and a sample member card. */
export function HomeHero() {
  const city = SITE.city;
  return (
    <section className="bg-hero-gradient text-primary-foreground">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-primary-foreground/15 px-3 py-1 text-sm font-medium">
            <MapPin aria-hidden="true" className="size-4" />
            <Trans>Now live in {city}</Trans>
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{SITE.name}</h1>
          <p className="mt-4 text-xl font-semibold sm:text-2xl">
            <Trans>Perks for the people who keep Portland running.</Trans>
          </p>
          <p className="mt-4 max-w-xl text-lg text-primary-foreground/90">
            <Trans>
              Verified membership for hospitality workers: exclusive discounts at partner restaurants and
              bars, a local community, and jobs that show the real pay up front.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A link to the section, so it works on the server-rendered page before the scripts
                run and with JavaScript off; once they run, the scroll is smooth and moves focus. */}
            <a
              href={`#${CTA_SECTION_ID}`}
              onClick={(event) => {
                event.preventDefault();
                scrollToCta();
              }}
              className={`${buttonBase} bg-primary-foreground text-primary hover:bg-primary-foreground/90`}
            >
              <Trans>Join Today</Trans>
            </a>
            <Link
              to="/product"
              className={`${buttonBase} border border-primary-foreground/80 hover:bg-primary-foreground/10`}
            >
              <Trans>Learn More</Trans>
            </Link>
          </div>
          <a
            href={SITE.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
          >
            <AtSign aria-hidden="true" className="size-5" />
            <Trans>
              Follow updates<span className="sr-only"> on Instagram (opens in a new tab)</span>
            </Trans>
          </a>
        </div>
        <SampleMemberCard />
      </div>
    </section>
  );
}
