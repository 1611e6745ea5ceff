import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALERT_LINKS_EXHAUSTED } from '@perks/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ALERT_LINK_BUDGETS } from './alert-link-budget.ts';
import { unsubscribeToken } from './alert-tokens.ts';
import { alertSubscriber, createJobAlert } from './job-alert-test-kit.ts';

// A stand-in for the web build's server entry: it shows the address and language it rendered.
const ENTRY = `
export async function renderPage(url, jobs, locale) {
  const { pathname, search } = new URL(url);
  return { html: '<p>screen ' + pathname + search + ' ' + locale + '</p>', state: '{}', modules: [] };
}
export async function renderScriptlessFrame() { return ''; }`;

let t: TestApp;
let token: string;

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
  const sam = await alertSubscriber(t.app, t.database.db);
  token = unsubscribeToken(t.config.jwtSecret, (await createJobAlert(t.app, sam, { word: 'nojs' })).id);
});
afterAll(() => t?.close());

describe('the unsubscribe form posted without JavaScript', () => {
  const post = (from: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/job-alerts/unsubscribe/${token}`,
      remoteAddress: from,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'List-Unsubscribe=One-Click',
    });

  it("answers past the network's budget with the unsubscribe screen in the visitor's language, 429 and Retry-After", async () => {
    const from = '198.51.100.77';
    const { limit } = ALERT_LINK_BUDGETS.alert_unsubscribe;
    await t.database.db
      .insert(requestEvents)
      .values(Array.from({ length: limit }, () => ({ action: 'alert_unsubscribe' as const, network: from })));

    const page = await post(from, { accept: 'text/html,application/xhtml+xml', 'accept-language': 'es' });
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<p>screen /alerts/unsubscribe/${token}?busy=1 es</p>`);
    expect(page.body).toContain('<html lang="es"');

    // The mail client's one-click post from there still gets the API's answer.
    const api = await post(from, {});
    expect(api.statusCode).toBe(429);
    expect(api.json().error.message).toBe(ALERT_LINKS_EXHAUSTED);
  });
});
