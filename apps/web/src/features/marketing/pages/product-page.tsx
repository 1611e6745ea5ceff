import { Check, ClipboardList, CreditCard, Mail, MessageSquare, Quote, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CTA_SECTION_ID, SITE } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PartnerLogos } from '../components/partner-logos';

const SIGN_UP = `/#${CTA_SECTION_ID}`;
// Texts reach the team's shared phone; a reserved 555 number until the line is published.
const TEXT_NUMBER = { display: '(207) 555-0142', e164: '+12075550142' };

const STEPS = [
  {
    icon: Store,
    title: 'Owner Signs Up',
    text: 'Sign up your location in a few minutes. No hardware, no contracts.',
  },
  {
    icon: ClipboardList,
    title: 'Submit Employee List',
    text: 'Send us your current staff list. We verify employment against it, nothing else.',
  },
  {
    icon: CreditCard,
    title: 'Team Gets Cards',
    text: 'Your employees sign in with their phone number and their member cards are live.',
  },
] as const;

const TEAM_BENEFITS = [
  'Discounts at partner restaurants, bars and shops',
  'A local community of hospitality workers',
  'First look at honest-pay jobs around town',
];
const BUSINESS_BENEFITS = [
  'A perk that helps you hire and keep great staff',
  'Post jobs with pay, tips and schedules up front',
  'New guests from across the industry as a partner venue',
];

function BenefitCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-lg border bg-card p-6 shadow-sm">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SignUpButtons({ inverted = false }: { inverted?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        asChild
        size="lg"
        className={inverted ? 'bg-primary-foreground text-primary hover:bg-primary-foreground/90' : undefined}
      >
        <Link to={SIGN_UP}>Sign Up Your Business</Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        className={
          inverted
            ? 'border-primary-foreground/80 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground'
            : undefined
        }
      >
        <Link to={SIGN_UP}>Join the Network</Link>
      </Button>
    </div>
  );
}

/** Route /product: why a business owner should sign up their team ('How It Works'). */
export function ProductPage() {
  useDocumentTitle('How It Works');
  return (
    <>
      <section className="bg-hero-gradient text-primary-foreground">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-foreground/90">
            For owners and general managers
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">How It Works</h1>
          <p className="mt-4 max-w-2xl text-lg text-primary-foreground/90">
            Give your whole team a membership card with discounts across {SITE.city}, a perk they use every
            week.
          </p>
          <figure className="mt-10 max-w-2xl rounded-lg bg-primary-foreground/10 p-6">
            <Quote aria-hidden="true" className="size-8 text-primary-foreground/80" />
            <blockquote className="mt-3 text-lg italic">
              “Our staff use their cards on every day off. It costs us less than a round of shift drinks and
              it's the perk people mention when they tell friends to apply.”
            </blockquote>
            <figcaption className="mt-4 text-sm text-primary-foreground/90">
              General manager, Old Port restaurant
            </figcaption>
          </figure>
          <div className="mt-10">
            <SignUpButtons inverted />
          </div>
        </div>
      </section>

      <section aria-labelledby="owner-steps" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="owner-steps" className="text-center text-3xl font-bold tracking-tight">
          Three steps to a perk your team will use
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-lg border bg-card p-6 shadow-sm">
              <Icon
                aria-hidden="true"
                className="size-10 rounded-lg bg-secondary p-2 text-secondary-foreground"
              />
              <h3 className="mt-4 text-lg font-semibold">
                {i + 1}. {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="partners-heading" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="partners-heading" className="text-center text-3xl font-bold tracking-tight">
            Partner businesses
          </h2>
          <PartnerLogos />
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="benefits-heading" className="text-center text-3xl font-bold tracking-tight">
          Good for your team and your business
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <BenefitCard title="For your team" items={TEAM_BENEFITS} />
          <BenefitCard title="For your business" items={BUSINESS_BENEFITS} />
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className="bg-section-gradient">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
          <div className="rounded-lg border-2 border-primary bg-card p-8 shadow-elegant">
            <h2 id="pricing-heading" className="text-2xl font-bold">
              Pricing
            </h2>
            <p className="mt-4 text-4xl font-extrabold">Free for 3 months</p>
            <p className="mt-2 text-lg">then $5 per month per employee</p>
            <p className="mt-4 text-muted-foreground">Members save $100+ monthly at partner businesses.</p>
            <div className="mt-6">
              <Button asChild size="lg" className="w-full">
                <Link to={SIGN_UP}>Sign Up Your Business</Link>
              </Button>
            </div>
          </div>
          <div className="rounded-lg border bg-card p-8 shadow-sm">
            <h2 className="text-2xl font-bold">Questions?</h2>
            <p className="mt-2 text-muted-foreground">Talk to a person who has worked a Saturday double.</p>
            <ul className="mt-6 space-y-4">
              <li className="flex items-center gap-3">
                <MessageSquare aria-hidden="true" className="size-5 text-primary" />
                <a
                  href={`sms:${TEXT_NUMBER.e164}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  Text {TEXT_NUMBER.display}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 text-primary" />
                <a href={`mailto:${SITE.email}`} className="font-medium underline-offset-4 hover:underline">
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
