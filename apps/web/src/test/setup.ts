import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout engine: give the scrolling APIs the app calls a harmless stand-in that
// tests can still inspect.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Screens are lazy chunks; on a busy two-core CI machine their first import can take longer than
// Testing Library's 1 s default, which would fail a correct test.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
