import { type ComponentProps, lazy, Suspense } from 'react';

// The name form (react-hook-form and the profile's zod schema) loads only once a first sign-in
// reaches it: /login is a public page, and most people never see this step.
const NameStepForm = lazy(async () => ({ default: (await import('./name-step')).NameStep }));

export function NameStep(props: ComponentProps<typeof NameStepForm>) {
  return (
    <Suspense fallback={null}>
      <NameStepForm {...props} />
    </Suspense>
  );
}
