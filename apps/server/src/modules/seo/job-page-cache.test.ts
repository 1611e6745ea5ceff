import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { jobPayload } from '../../test/job-posting-fixtures.ts';
import { person } from '../../test/signed-in-person.ts';
import { standInRenders, standInWebBuild } from '../../test/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 078: a job page is rendered once per version of the job and language, and reused by
// every visitor; a change made through any instance shows on the next request to every instance.

describe('a job page rendered once per version of the job', () => {
  let first: TestApp;
  let second: TestApp;
  let businessId: string;
  let jobId: string;

  beforeAll(async () => {
    const webDist = standInWebBuild();
    first = await createTestApp({ WEB_DIST_DIR: webDist });
    // Another instance on the same database, as behind a balancer.
    second = await createTestApp({ WEB_DIST_DIR: webDist }, { database: first.database });
    businessId = (await insertBusiness(first.app.db, { name: 'Harbor Fish Bar' })).id;
    jobId = (await insertJob(first.app.db, { business_id: businessId, title: 'Oyster Shucker' })).id;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const page = (instance: TestApp, headers: Record<string, string> = {}) =>
    instance.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers });

  it('reuses the rendered page for every visitor while the job is unchanged, per language', async () => {
    const before = standInRenders();
    const answers = await Promise.all(Array.from({ length: 5 }, () => page(first)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(standInRenders() - before).toBe(1);

    const spanish = await page(first, { 'accept-language': 'es' });
    expect(spanish.body).toContain('data-locale="es"');
    expect(standInRenders() - before).toBe(2);
    await page(first, { 'accept-language': 'es' });
    expect(standInRenders() - before).toBe(2);
  });

  it('shows an edit made through one instance on the next request to the other', async () => {
    expect((await page(second)).body).toContain('"title":"Oyster Shucker"');
    const owner = await person(first.app, first.app.db, { memberships: [{ businessId, role: 'owner' }] });
    const edit = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/jobs/${jobId}`,
      headers: owner.auth,
      payload: jobPayload(businessId, { title: 'Raw Bar Lead' }),
    });
    expect(edit.statusCode).toBe(200);
    const edited = await page(second);
    expect(edited.body).toContain('"title":"Raw Bar Lead"');
    expect(edited.body).not.toContain('Oyster Shucker');
  });

  it("shows a business's new name on its job's page at once", async () => {
    const admin = await person(second.app, second.app.db, { admin: true });
    expect((await page(first)).body).toContain('Harbor Fish Bar');
    const rename = await second.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/businesses/${businessId}`,
      headers: admin.auth,
      payload: { name: 'Harbor Fish & Oyster Bar' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await page(first)).body).toContain('Harbor Fish &amp; Oyster Bar');
  });

  it('answers 404 on the other instance as soon as the job is closed', async () => {
    const owner = await person(first.app, first.app.db, { memberships: [{ businessId, role: 'owner' }] });
    expect((await page(second)).statusCode).toBe(200);
    const close = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/jobs/${jobId}`,
      headers: owner.auth,
      payload: jobPayload(businessId, { title: 'Raw Bar Lead', status: 'closed' }),
    });
    expect(close.statusCode).toBe(200);
    expect((await page(second)).statusCode).toBe(404);
  });
});
