import { defineConfig, devices } from '@playwright/test';
import { browserLaunchOptions } from './e2e/support/browser.ts';

const launchOptions = await browserLaunchOptions();

export default defineConfig({
  testDir: './e2e',
  // The suite shares one server process (started in global setup) on a throwaway data directory.
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
