import { LEAD_RATE_LIMITS, SUPPORT_FORM_PATH } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, requestEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
  it('keeps the message as a support lead and sends the browser back to the page saying it was sent; another client gets 201', async () => {
    const res = await post(form({ email: 'ana@example.com', message: '  My code never arrives.  ' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/support?contact=sent#contact');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.email, 'ana@example.com'));
    expect(row).toMatchObject({ lead_source: 'support', message: 'My code never arrives.', status: 'new' });
    const api = await post(form({ email: 'ana@example.com', message: 'Again' }), {
      accept: 'application/json',
    });
    expect(api.statusCode).toBe(201);
  });

  it('keeps each message from one address: a second is its own row', async () => {
    await post(form({ email: 'bo@example.com', message: 'First' }));
    await post(form({ email: 'bo@example.com', message: 'Second' }));
    const rows = await t.database.db.select().from(leads).where(eq(leads.email, 'bo@example.com'));
    expect(rows.map((row) => row.message).sort()).toEqual(['First', 'Second']);
  });

  it('sends a browser back to the page saying what the form needs, and answers another client 400 naming the field; nothing is saved', async () => {
    const cases: Record<string, string>[] = [
      { email: 'not-an-address', message: 'Hello' },
      { email: 'cy@example.com', message: '   ' },
      { email: 'cy@example.com', message: 'x'.repeat(2001) },
      { message: 'no address' },
    ];
    for (const fields of cases) {
      const page = await post(form(fields));
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe('/support?contact=invalid#contact');
      const api = await post(form(fields), { accept: 'application/json' });
      expect(api.statusCode).toBe(400);
      expect(api.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const tooLong = await post(form({ email: 'cy@example.com', message: 'x'.repeat(2001) }), {
      accept: 'application/json',
      'accept-language': 'fr',
    });
    expect(tooLong.json().error).toMatchObject({
      field: 'message',
      message: 'Le message doit faire au plus 2000 caractères',
    });
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

  it("past the leads' free sign-ups from one network, says to try later (a browser on the page, another client 429), since a form cannot solve a challenge", async () => {
    const from = '203.0.113.90';
    await t.database.db.insert(requestEvents).values(
      Array.from({ length: LEAD_RATE_LIMITS.perNetworkBeforeChallenge }, () => ({
        action: 'lead' as const,
        network: from,
      })),
    );
    const page = await post(form({ email: 'eve@example.com', message: 'Hello' }), {}, from);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/support?contact=busy#contact');
    const api = await post(
      form({ email: 'eve@example.com', message: 'Hello' }),
      { accept: 'application/json' },
      from,
    );
    expect(api.statusCode).toBe(429);
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.select().from(leads).where(eq(leads.email, 'eve@example.com'))).toEqual([]);
  });
});
