import { defineConfig, devices } from '@playwright/test';
import { browserLaunchOptions } from './e2e/support/browser.ts';

const launchOptions = await browserLaunchOptions();
const OFFLINE_CARD = /offline-card\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  // The suite shares one server process (started in global setup) on a throwaway data directory.
  globalSetup: './e2e/support/global-setup.ts',
  // Files run in two workers against that one server: a test spends most of its time waiting on
  // the page, so two at once use the two cores (4.0 min instead of 5.2 on this machine). Specs
  // make their own people and jobs; the few seeded records one changes (admin.spec.ts renames the
  // demo worker and approves the seeded pending job) no other spec reads. The one spec that spends a
  // per-network sign-in budget (sign-in-abuse.spec.ts) reaches the server from an address of its own
  // (e2e/support/own-network.ts), so no order between files matters.
  fullyParallel: false,
  workers: 2,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // A failed test keeps its trace (every action's page snapshot and the network), without the
    // screencast: filming both browsers took a core of this two-core machine and slowed every page
    // past the expect timeout (a 19-minute run with 17 failures against 11.7 minutes and none).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions,
  },
  // Decision 062. Every journey runs on a phone: the people using this product are on phones.
  // At 1366x900 run only the tests tagged `@desktop` (a journey whose desktop layout differs in
  // what it tests: tables, the admin panel, the desktop navigation; it runs on the phone too) or
  // `@desktop-only` (meaningless on a phone), among them one sweep of every app path. Both sizes
  // check that every screen fits (`expectAccessible`, and the end of every test). An `@phone` tag
  // left in a title is from before and changes nothing. The desktop project is listed first so its
  // long sweep starts early, beside the phone journeys, rather than alone at the end.
  // The offline card's journeys (decision 060) run last, on a phone, once the others are done: what
  // they test is how soon the card's worker has stored its files, which two busy browsers beside
  // them on two cores would measure instead.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
      grep: /@desktop/,
      testIgnore: OFFLINE_CARD,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      grepInvert: /@desktop-only/,
      testIgnore: OFFLINE_CARD,
    },
    {
      name: 'phone, offline card',
      use: { ...devices['Pixel 7'], launchOptions },
      testMatch: OFFLINE_CARD,
      dependencies: ['desktop', 'phone'],
    },
  ],
});
