import { test as base, expect } from '@playwright/test';
import { phoneFor, phoneSeed, type TestPhone } from './phones.ts';

interface Fixtures {
  /** A fresh Portland number for this test on each call, from the run's seed (see phones.ts). */
  newPhone: () => TestPhone;
}

/** Every spec imports `test` from here so it talks to the server started in global setup. */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  newPhone: async ({}, use, testInfo) => {
    const seed = phoneSeed();
    let drawn = 0;
    await use(() => phoneFor(seed, [testInfo.project.name, ...testInfo.titlePath], drawn++));
    // The numbers decide which per-phone limits a test meets, so a failure says how to get them again.
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('phone numbers', { body: `E2E_SEED=${seed} repeats this test's numbers` });
    }
  },
});

export { expect };

/** The latest one-time code the fake SMS gateway received for a phone number (E.164). */
export async function latestSmsCode(phone: string): Promise<string> {
  const res = await fetch(`${process.env.E2E_SMS_URL}/messages?to=${encodeURIComponent(phone)}`);
  const messages = (await res.json()) as { body: string }[];
  const body = messages.at(-1)?.body ?? '';
  const code = body.match(/\b(\d{4,6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
