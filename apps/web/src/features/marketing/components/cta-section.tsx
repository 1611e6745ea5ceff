import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_PATHS } from '@perks/contract';
import { MapPin, Users, Zap } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { LeadForm } from '@/features/leads';
import { CTA_SECTION_ID, SITE } from '@/lib/site';

const city = SITE.city;

const BLURBS = [
  {
    icon: Zap,
    title: msg`Instant Access`,
    text: msg`Your card works the moment your employer confirms you.`,
  },
  { icon: Users, title: msg`Active Community`, text: msg`Events, job tips and people who get the industry.` },
  { icon: MapPin, title: msg`Local Savings`, text: msg`Discounts at partner venues across ${city}.` },
] as const;

/** The sign-up section every 'Get Started' and 'Join Today' leads to. */
export function CtaSection() {
  const { t } = useLingui();
  const site = SITE.name;
  return (
    <section id={CTA_SECTION_ID} aria-labelledby="cta-heading" className="bg-muted">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
            <Trans>Now Accepting Members</Trans>
          </p>
          <h2 id="cta-heading" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Join {site}</Trans>
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            <Trans>
              Tell us where you work. Owners and general managers: we'll help you sign up your whole team.
            </Trans>
          </p>
          <ul className="mt-8 space-y-5">
            {BLURBS.map(({ icon: Icon, title, text }) => (
              <li key={title.id} className="flex gap-4">
                <Icon
                  aria-hidden="true"
                  className="size-10 shrink-0 rounded-lg bg-card p-2 text-primary shadow-sm"
                />
                <div>
                  <h3 className="font-semibold">{t(title)}</h3>
                  <p className="text-muted-foreground">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-lg border bg-card p-4">
            <h3 className="font-semibold">
              <Trans>Own or run a venue?</Trans>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              <Trans>
                Set up your business yourself: add your staff list and draft jobs while we review it.
              </Trans>
            </p>
            <ButtonLink className="mt-3" to={APP_PATHS.setup}>
              <Trans>Set up your business</Trans>
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-lg border bg-card p-6 shadow-elegant sm:p-8">
          <h3 className="text-xl font-semibold">
            <Trans>Sign up</Trans>
          </h3>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            <Trans>It takes less than a minute.</Trans>
          </p>
          <LeadForm />
        </div>
      </div>
    </section>
  );
}
