import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_RATE_LIMITS, SUPPORT_FORM_PATH } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, requestEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A stand-in for the web build's server entry: it shows the address and language it rendered.
const ENTRY = `
export async function renderPage(url, jobs, locale) {
  const { pathname, search } = new URL(url);
  return { html: '<p>screen ' + pathname + search + ' ' + locale + '</p>', state: '{}', modules: [] };
}
export async function renderScriptlessFrame() { return ''; }`;

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'perks-web-'));
  const webDist = join(root, 'dist');
  mkdirSync(webDist);
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), ENTRY);
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t?.close());

let networks = 0;
const post = (payload: string, headers: Record<string, string> = {}, from?: string) => {
  networks += 1;
  return t.app.inject({
    method: 'POST',
    url: SUPPORT_FORM_PATH,
    remoteAddress: from ?? `198.51.100.${networks}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    payload,
  });
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the support contact form (a plain form post, no JavaScript needed)', () => {
  it('keeps the message as a support lead and sends the browser back to the page saying it was sent', async () => {
    const res = await post(form({ email: 'ana@example.com', message: '  My code never arrives.  ' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/support?contact=sent#contact');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.email, 'ana@example.com'));
    expect(row).toMatchObject({ lead_source: 'support', message: 'My code never arrives.', status: 'new' });
  });

  it('keeps each message from one address: a second is its own row', async () => {
    await post(form({ email: 'bo@example.com', message: 'First' }));
    await post(form({ email: 'bo@example.com', message: 'Second' }));
    const rows = await t.database.db.select().from(leads).where(eq(leads.email, 'bo@example.com'));
    expect(rows.map((row) => row.message).sort()).toEqual(['First', 'Second']);
  });

  it('answers bad input with the page again and 400, in the visitor language, saving nothing', async () => {
    const cases: Record<string, string>[] = [
      { email: 'not-an-address', message: 'Hello' },
      { email: 'cy@example.com', message: '   ' },
      { email: 'cy@example.com', message: 'x'.repeat(2001) },
      { message: 'no address' },
    ];
    for (const fields of cases) {
      const res = await post(form(fields), { 'accept-language': 'fr' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('<p>screen /support?contact=invalid fr</p>');
    }
    // A NUL byte is refused before any route reads the body (plugins/reject-nul-characters.ts).
    const nul = await post(form({ email: 'cy@example.com', message: 'null \u0000 byte' }));
    expect(nul.statusCode).toBe(400);
    expect(await t.database.db.select().from(leads).where(eq(leads.email, 'cy@example.com'))).toEqual([]);
  });

  it('refuses another type of body (415) and a huge one (413)', async () => {
    const json = await post(JSON.stringify({ email: 'dee@example.com', message: 'hi' }), {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(415);
    const huge = await post(form({ email: 'dee@example.com', message: 'x'.repeat(20_000) }));
    expect(huge.statusCode).toBe(413);
  });

  it("past the leads' free sign-ups from one network, says to try later (429), since a form cannot solve a challenge", async () => {
    const from = '203.0.113.90';
    await t.database.db.insert(requestEvents).values(
      Array.from({ length: LEAD_RATE_LIMITS.perNetworkBeforeChallenge }, () => ({
        action: 'lead' as const,
        network: from,
      })),
    );
    const res = await post(
      form({ email: 'eve@example.com', message: 'Hello' }),
      { 'accept-language': 'es' },
      from,
    );
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('<p>screen /support?contact=busy es</p>');
    expect(await t.database.db.select().from(leads).where(eq(leads.email, 'eve@example.com'))).toEqual([]);
  });
});
