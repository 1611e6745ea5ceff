import { type ComponentProps, useEffect, useState } from 'react';
import type * as NameStepModule from './name-step';

type Module = typeof NameStepModule;

let loading: Promise<Module> | undefined;
let loaded: Module | undefined;

/**
 * The name form's code (react-hook-form and the profile's zod schema). /login is a public page and
 * most people never reach this step, so it loads only for someone new, once their code is accepted.
 */
export function loadNameStep(): Promise<Module> {
  loading ??= import('./name-step').then(
    (module) => {
      loaded = module;
      return module;
    },
    (cause: unknown) => {
      loading = undefined;
      throw cause;
    },
  );
  return loading;
}

/** The name step, drawn at once when its code has loaded (the login page waits for it). */
export function NameStep(props: ComponentProps<Module['NameStep']>) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!module) loadNameStep().then(setModule, () => undefined);
  }, [module]);
  return module ? <module.NameStep {...props} /> : null;
}
