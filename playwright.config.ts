import { defineConfig, devices } from '@playwright/test';

// Debian's chromium; the machine has no network for a browser download of Playwright's own.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // The suite shares one server process (started in global setup) on a throwaway data directory.
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
});
