import { test as base, expect } from '@playwright/test';

/** Every spec imports `test` from here so it talks to the server started in global setup. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
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
