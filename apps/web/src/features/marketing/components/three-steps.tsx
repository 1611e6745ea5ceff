const STEPS = [
  {
    title: 'Sign up your location and employees',
    text: 'An owner or general manager signs up the business and sends us the current staff list.',
  },
  {
    title: 'Onboard your team onto the app',
    text: 'Listed employees sign in with their phone number and their membership is verified at once.',
  },
  {
    title: 'Access discounts at partner businesses',
    text: 'Members show their card at partner venues across Portland and save on every visit.',
  },
] as const;

/** The home page's three-step how-it-works section. */
export function ThreeSteps() {
  return (
    <section aria-labelledby="steps-heading">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-4 md:flex-col">
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
