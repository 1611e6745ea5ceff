import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Gift, Users } from 'lucide-react';
import { SITE } from '@/lib/site';

const REASONS = [
  {
    icon: BadgeCheck,
    title: msg`Verified Employment Access`,
    text: msg`Your employer confirms you work in the industry, so every perk goes to the people it was meant for.`,
  },
  {
    icon: Gift,
    title: msg`Curated Perks`,
    text: msg`Discounts at the restaurants, bars, cafes and shops where Portland hospitality workers actually go.`,
  },
  {
    icon: Users,
    title: msg`Local Community`,
    text: msg`Meet the people behind the bars and kitchens across town, and hear about jobs before anyone else.`,
  },
] as const;

/** The 'Why Choose' section: three reasons to join. */
export function WhyChoose() {
  const { t } = useLingui();
  const site = SITE.name;
  return (
    <section aria-labelledby="why-choose-heading" className="bg-section-gradient">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="why-choose-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Why Choose {site}?</Trans>
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="rounded-lg border bg-card p-6 shadow-sm">
              <Icon
                aria-hidden="true"
                className="size-10 rounded-lg bg-secondary p-2 text-secondary-foreground"
              />
              <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
