import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

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
