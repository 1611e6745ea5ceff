import { defineConfig, devices } from '@playwright/test';
import { browserLaunchOptions } from './e2e/support/browser.ts';

const launchOptions = await browserLaunchOptions();

export default defineConfig({
  testDir: './e2e',
  // The suite shares one server process (started in global setup) on a throwaway data directory.
  globalSetup: './e2e/support/global-setup.ts',
  // Files run in two workers against that one server: a test spends most of its time waiting on
  // the page, so two at once use the two cores (4.0 min instead of 5.2 on this machine). Specs
  // make their own people and jobs; the few seeded records one changes (admin.spec.ts renames the
  // demo worker and approves the seeded pending job) no other spec reads.
  fullyParallel: false,
  workers: 2,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  ],
});
