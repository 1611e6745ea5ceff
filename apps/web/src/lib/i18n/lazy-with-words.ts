import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadScreenCatalogs } from './catalogs';

/**
 * `React.lazy` for a part of a screen that loads on demand and has words of its own (an apply
 * form, a business's reviews): its catalogs load with its code instead of before the screen's
 * first render. `module` is the part's source file, as src/locales/screen-catalogs.json keys it;
 * screen-catalogs.ts reads these calls and checks that `module` is the file `load` imports.
 * With `contract`, the contract's catalog is waited for too (the router's signed-in screens).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's own, so any component fits
export function lazyWithWords<T extends ComponentType<any>>(
  module: string,
  load: () => Promise<{ default: T }>,
  { contract = false } = {},
): LazyExoticComponent<T> {
  return lazy(async () => {
    const [part] = await Promise.all([load(), loadScreenCatalogs(module, { contract })]);
    return part;
  });
}
