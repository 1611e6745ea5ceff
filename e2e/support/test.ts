import { randomUUID } from 'node:crypto';
import { type TCurrentUser, USER_SESSION_STORAGE_KEY } from '@perks/contract';
import { type BrowserContext, test as base, type Disposable, expect, type Page } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { phoneFor, phoneSeed, type TestPhone } from './phones.ts';

interface Fixtures {
  /** A fresh Portland number for this test on each call, from the run's seed (see phones.ts). */
  newPhone: () => TestPhone;
  /** The number of the person a journey follows: newPhone's first, drawn before the test starts. */
  owner: TestPhone;
  /** Checks, after a test that passed, that no page it left open is wider than its viewport. */
  fitsTheScreen: undefined;
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
  owner: async ({ newPhone }, use) => {
    await use(newPhone());
  },
  // Every journey ends on a screen that fits, at both sizes (decision 062), whether or not the
  // spec checked that screen itself; a failed test is left with its own error.
  fitsTheScreen: [
    async ({ context }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        if (!page.isClosed() && page.url().startsWith('http')) await expectNoSideScroll(page);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Every text the fake SMS gateway received for a phone number (E.164), oldest first. */
export async function textsSentTo(phone: string): Promise<string[]> {
  const res = await fetch(`${process.env.E2E_SMS_URL}/messages?to=${encodeURIComponent(phone)}`);
  const messages = (await res.json()) as { body: string }[];
  return messages.map((message) => message.body);
}

/**
 * A text from `phone` replying to ours: the fake SMS gateway posts it, signed, to the app's inbound
 * webhook, as the real gateway does. Answers the webhook's status.
 */
export async function replyByText(phone: string, body: string): Promise<number> {
  const res = await fetch(`${process.env.E2E_SMS_URL}/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ From: phone, Body: body }).toString(),
  });
  return ((await res.json()) as { webhook_status: number }).webhook_status;
}

/** The latest one-time code the fake SMS gateway received for a phone number (E.164). */
async function latestSmsCode(phone: string): Promise<string> {
  const body = (await textsSentTo(phone)).at(-1) ?? '';
  const code = body.match(/\b(\d{4,6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** The code the fake SMS gateway received, once it has arrived. */
export async function codeSentTo(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = await latestSmsCode(phone).catch(() => '');
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

interface TestSession {
  user: TCurrentUser;
  cookie: {
    name: string;
    value: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'strict';
  };
}

const cachedUsers = new WeakMap<BrowserContext, Disposable>();

/**
 * Starts the page's browser (its whole context) signed in as a phone number (E.164), as a right
 * code on the login screen would leave it: the e2e server's session listener makes the account and
 * the session with the app's own services (server-with-sessions.ts), and the browser gets the
 * refresh cookie and the cached user the login screen would have stored. Nothing is loaded: the
 * test then goes where it wants. Only the specs about the sign-in screen itself (auth.spec.ts,
 * sign-in-abuse.spec.ts) sign in through it, each with numbers of its own. `name` names a new
 * account (a journey's own worker, who needs a name to apply).
 */
export async function signInAs(
  page: Page,
  phone: string,
  options: { name?: [first: string, last: string] } = {},
): Promise<TCurrentUser> {
  const res = await fetch(`${process.env.E2E_SESSIONS_URL}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phone,
      user_agent: await page.evaluate(() => navigator.userAgent),
      name: options.name,
    }),
  });
  if (!res.ok) throw new Error(`no session for ${phone}: ${res.status} ${await res.text()}`);
  const { user, cookie } = (await res.json()) as TestSession;
  const app = new URL(process.env.E2E_BASE_URL ?? '');
  const context = page.context();
  await context.addCookies([{ ...cookie, domain: app.hostname, sameSite: 'Strict' }]);

  // The app restores a session only for a returning visitor, one with a cached user in local
  // storage. It is written as the next document of the app's origin starts, once: a later logout
  // or refusal that clears it stays cleared.
  await cachedUsers.get(context)?.dispose();
  cachedUsers.set(
    context,
    await context.addInitScript(
      ({ origin, key, seed, user }) => {
        const marker = 'e2e-signed-in';
        if (window.location.origin !== origin || localStorage.getItem(marker) === seed) return;
        localStorage.setItem(marker, seed);
        localStorage.setItem(key, user);
      },
      { origin: app.origin, key: USER_SESSION_STORAGE_KEY, seed: randomUUID(), user: JSON.stringify(user) },
    ),
  );
  return user;
}

/** A part's body in plain characters, whichever transfer encoding the sender chose. */
function decodePart(headers: string, body: string): string {
  const encoding = headers.match(/^content-transfer-encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every text part of a raw message (nested multiparts included), decoded and joined. */
function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const boundary = headers.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) return decodePart(headers, body);
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => mailText(part.replace(/^\r\n/, '')))
    .join('\n');
}

/** Every e-mail the test SMTP server received for an address, oldest first: its headers and text. */
export async function mailSentTo(address: string): Promise<{ raw: string; text: string }[]> {
  const res = await fetch(`${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(address)}`);
  const messages = (await res.json()) as { raw: string }[];
  return messages.map(({ raw }) => ({ raw, text: mailText(raw) }));
}
