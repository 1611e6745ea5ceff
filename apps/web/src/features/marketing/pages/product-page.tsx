import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ClipboardList, CreditCard, Mail, MessageSquare, Quote, Store } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { CTA_SECTION_ID, SITE } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PartnerLogos } from '../components/partner-logos';

const SIGN_UP = `/#${CTA_SECTION_ID}`;
// Texts reach the team's shared phone; a reserved 555 number until the line is published.
const TEXT_NUMBER = { display: '(207) 555-0142', e164: '+12075550142' };

const STEPS = [
  {
    icon: Store,
    title: msg`Owner Signs Up`,
    text: msg`Sign up your location in a few minutes. No hardware, no contracts.`,
  },
  {
    icon: ClipboardList,
    title: msg`Submit Employee List`,
    text: msg`Send us your current staff list. We verify employment against it, nothing else.`,
  },
  {
    icon: CreditCard,
    title: msg`Team Gets Cards`,
    text: msg`Your employees sign in with their phone number and their member cards are live.`,
  },
] as const;

const TEAM_BENEFITS = [
  msg`Discounts at partner restaurants, bars and shops`,
  msg`A local community of hospitality workers`,
  msg`First look at honest-pay jobs around town`,
];
const BUSINESS_BENEFITS = [
  msg`A perk that helps you hire and keep great staff`,
  msg`Post jobs with pay, tips and schedules up front`,
  msg`New guests from across the industry as a partner venue`,
];

function BenefitCard({ title, items }: { title: string; items: readonly MessageDescriptor[] }) {
  const { t } = useLingui();
  return (
    <div className="rounded-lg border bg-card p-6 shadow-sm">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{t(item)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SignUpButtons({ inverted = false }: { inverted?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink size="lg" variant={inverted ? 'inverted' : 'default'} to={SIGN_UP}>
        <Trans>Sign Up Your Business</Trans>
      </ButtonLink>
      <ButtonLink size="lg" variant={inverted ? 'inverted-outline' : 'outline'} to={SIGN_UP}>
        <Trans>Join the Network</Trans>
      </ButtonLink>
    </div>
  );
}

/** Route /product: why a business owner should sign up their team ('How It Works'). */
export function ProductPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`How It Works`);
  const city = SITE.city;
  const dollars = (amount: number) =>
    i18n.number(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const price = dollars(5);
  const savings = dollars(100);
  const phone = TEXT_NUMBER.display;
  return (
    <>
      <section className="bg-hero-gradient text-primary-foreground">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-foreground/90">
            <Trans>For owners and general managers</Trans>
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            <Trans>How It Works</Trans>
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-primary-foreground/90">
            <Trans>
              Give your whole team a membership card with discounts across {city}, a perk they use every week.
            </Trans>
          </p>
          <figure className="mt-10 max-w-2xl rounded-lg bg-primary-foreground/10 p-6">
            <Quote aria-hidden="true" className="size-8 text-primary-foreground/80" />
            <blockquote className="mt-3 text-lg italic">
              <Trans>
                “Our staff use their cards on every day off. It costs us less than a round of shift drinks and
                it's the perk people mention when they tell friends to apply.”
              </Trans>
            </blockquote>
            <figcaption className="mt-4 text-sm text-primary-foreground/90">
              <Trans>General manager, Old Port restaurant</Trans>
            </figcaption>
          </figure>
          <div className="mt-10">
            <SignUpButtons inverted />
          </div>
        </div>
      </section>

      <section aria-labelledby="owner-steps" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="owner-steps" className="text-center text-3xl font-bold tracking-tight">
          <Trans>Three steps to a perk your team will use</Trans>
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title.id} className="rounded-lg border bg-card p-6 shadow-sm">
              <Icon
                aria-hidden="true"
                className="size-10 rounded-lg bg-secondary p-2 text-secondary-foreground"
              />
              <h3 className="mt-4 text-lg font-semibold">
                {i + 1}. {t(title)}
              </h3>
              <p className="mt-2 text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="partners-heading" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="partners-heading" className="text-center text-3xl font-bold tracking-tight">
            <Trans>Partner businesses</Trans>
          </h2>
          <PartnerLogos />
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="benefits-heading" className="text-center text-3xl font-bold tracking-tight">
          <Trans>Good for your team and your business</Trans>
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <BenefitCard title={t`For your team`} items={TEAM_BENEFITS} />
          <BenefitCard title={t`For your business`} items={BUSINESS_BENEFITS} />
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className="bg-section-gradient">
        {/* Each card shrinks to a 320 px screen; the address, one long word, breaks inside it. */}
        <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 [&>*]:min-w-0">
          <div className="rounded-lg border-2 border-primary bg-card p-8 shadow-elegant">
            <h2 id="pricing-heading" className="text-2xl font-bold">
              <Trans>Pricing</Trans>
            </h2>
            <p className="mt-4 text-4xl font-extrabold">
              <Trans>Free for 3 months</Trans>
            </p>
            <p className="mt-2 text-lg">
              <Trans>then {price} per month per employee</Trans>
            </p>
            <p className="mt-4 text-muted-foreground">
              <Trans>Members save {savings}+ monthly at partner businesses.</Trans>
            </p>
            <div className="mt-6">
              <ButtonLink size="lg" className="w-full" to={SIGN_UP}>
                <Trans>Sign Up Your Business</Trans>
              </ButtonLink>
            </div>
          </div>
          <div className="rounded-lg border bg-card p-8 shadow-sm">
            <h2 className="text-2xl font-bold">
              <Trans>Questions?</Trans>
            </h2>
            <p className="mt-2 text-muted-foreground">
              <Trans>Talk to a person who has worked a Saturday double.</Trans>
            </p>
            <ul className="mt-6 space-y-4">
              <li className="flex items-center gap-3">
                <MessageSquare aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <a
                  href={`sms:${TEXT_NUMBER.e164}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  <Trans>Text {phone}</Trans>
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <a
                  href={`mailto:${SITE.email}`}
                  className="min-w-0 font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                >
                  {SITE.email}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
