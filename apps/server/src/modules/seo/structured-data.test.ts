import { structuredDataTest } from 'structured-data-testing-tool';
import { Facebook, Google, Twitter } from 'structured-data-testing-tool/presets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { standInWebBuild } from '../../test/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A checker no one here wrote, structured-data-testing-tool, over the HTML the server sends for a
 * job page and a business page, with its Google, Twitter and Facebook presets: every check passes.
 */
describe('structured data of public pages, by an outside checker', () => {
  let t: TestApp;
  let jobId: string;
  let businessId: string;

  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST_DIR: standInWebBuild(),
      PUBLIC_URL: 'https://perks.example',
      X_ACCOUNT: '@IndustryPerks',
    });
    businessId = (await insertBusiness(t.app.db, { name: 'Salt Pine Social' })).id;
    jobId = (await insertJob(t.app.db, { business_id: businessId, title: 'Bartender', is_tipped_role: true }))
      .id;
  });
  afterAll(() => t.close());

  /** The checker's result; a failed check is a rejection carrying the same result. */
  async function check(url: string) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const result = await structuredDataTest(res.body, { presets: [Google, Twitter, Facebook] }).catch(
      (error: { res?: Awaited<ReturnType<typeof structuredDataTest>> }) => {
        if (!error.res) throw error;
        return error.res;
      },
    );
    // As its command line counts them: a warning (a tag it suggests) is a check not passed.
    return {
      passed: result.passed.length,
      all: result.passed.length + result.warnings.length + result.failed.length,
      failed: [...result.failed, ...result.warnings].map(
        (c) => `${c.group ?? ''} ${c.test}: ${c.description ?? ''}`,
      ),
    };
  }

  it('passes all 16 checks on a job page', async () => {
    const result = await check(`/jobs/${jobId}`);
    expect(result.failed).toEqual([]);
    expect([result.passed, result.all]).toEqual([16, 16]);
  });

  it('passes every check on a business page', async () => {
    const result = await check(`/business/${businessId}`);
    expect(result.failed).toEqual([]);
    expect(result.passed).toBe(result.all);
  });
});
