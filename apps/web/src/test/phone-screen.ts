import { vi } from 'vitest';

/**
 * Makes the page a phone-sized screen for the rest of the test: jsdom has no layout, so
 * matchMedia answers the width queries (`max-width`) as a phone would and the rest (reduced
 * motion, ...) as not matching. The config unstubs it after each test.
 */
export function onPhoneScreen(): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: media.includes('max-width'),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
