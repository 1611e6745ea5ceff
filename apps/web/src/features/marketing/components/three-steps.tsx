import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const STEPS = [
  {
    title: msg`Sign up your location and employees`,
    text: msg`An owner or general manager signs up the business and sends us the current staff list.`,
  },
  {
    title: msg`Onboard your team onto the app`,
    text: msg`Listed employees sign in with their phone number and their membership is verified at once.`,
  },
  {
    title: msg`Access discounts at partner businesses`,
    text: msg`Members show their card at partner venues across Portland and save on every visit.`,
  },
] as const;

/** The home page's three-step how-it-works section. */
export function ThreeSteps() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="steps-heading">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>How It Works</Trans>
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => {
            const number = i + 1;
            return (
              <li key={step.title.id} className="flex gap-4 md:flex-col">
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
                >
                  {number}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">
                    <span className="sr-only">
                      <Trans>Step {number}:</Trans>{' '}
                    </span>
                    {t(step.title)}
                  </h3>
                  <p className="mt-2 text-muted-foreground">{t(step.text)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
