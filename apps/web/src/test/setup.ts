import '@testing-library/jest-dom/vitest';
import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cleanup, configure, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { WithI18n } from './with-i18n';

// jsdom has no layout engine: give the scrolling APIs the app calls a harmless stand-in that
// tests can still inspect. Set again for every file: files share one window in a worker, and a
// stand-in left from an earlier file would still hold that file's calls.
Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// Radix sliders and menus measure themselves through ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// `cn` only joins classes (docs/decisions/072-class-names-without-tailwind-merge.md): two classes
// for one property are both kept and the stylesheet's order, not the code, picks the winner. Any
// component a test renders with such a pair fails here; tailwind-merge is only the judge.
vi.mock('@/lib/utils', async (importOriginal) => {
  const { twMerge } = await import('tailwind-merge');
  const utils = await importOriginal<typeof import('@/lib/utils')>();
  return {
    ...utils,
    cn: (...inputs: Parameters<typeof utils.cn>) => {
      const joined = utils.cn(...inputs);
      const merged = twMerge(joined);
      if (merged !== joined) {
        const kept = merged.split(' ');
        const dropped = joined
          .split(' ')
          .filter((name, i, all) => !kept.includes(name) || all.indexOf(name) !== i);
        throw new Error(`Conflicting classes in "${joined}": tailwind-merge would drop ${dropped.join(' ')}`);
      }
      return joined;
    },
  };
});

const ENGLISH = import.meta.glob<Messages>('../locales/*/en.po', { import: 'messages', eager: true });

// Every component reads its words through Lingui's provider, as under the app's providers; a
// test that renders one on its own gets it too (an explicit `wrapper` still wins).
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  return {
    ...library,
    render: ((ui: ReactNode, options?: RenderOptions) =>
      library.render(ui, { wrapper: WithI18n, ...options })) as typeof library.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
      library.renderHook(hook, { wrapper: WithI18n, ...options })) as typeof library.renderHook,
  };
});

// Screens read their words from the English catalogs, as the app does. The compiler lets a
// message not yet extracted (`npm run i18n:extract`) still render its English; the catalogs'
// own tests and `lingui check` in `npm run lint` keep them complete.
i18n.setMessagesCompiler(compileMessage);
i18n.load('en', Object.assign({}, ...Object.values(ENGLISH)));
i18n.activate('en');

// Screens are lazy chunks; on a busy two-core CI machine their first import can take longer than
// Testing Library's 1 s default, which would fail a correct test.
configure({ asyncUtilTimeout: 5000 });

/** Removes every attribute an app or a test set on `element` (theme styles, scroll locks, ...). */
function clearAttributes(element: Element) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

// The web project reuses each worker's window and loaded modules across files (isolate: false in
// vitest.config.ts), so everything a test can leave on the page is put back here. Spies, stubbed
// globals and env values are restored by the config (restoreMocks, unstubGlobals, unstubEnvs).
afterEach(() => {
  cleanup();
  // A test that switched language leaves the next one in English, with no choice remembered.
  if (i18n.locale !== 'en') i18n.activate('en');
  document.cookie = 'lang=; max-age=0; path=/';
  // Sonner keeps its toasts in a module-level store; one test's toasts must not show in the next.
  toast.dismiss();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  clearAttributes(document.documentElement);
  clearAttributes(document.body);
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
  vi.mocked(window.scrollTo).mockClear();
});
