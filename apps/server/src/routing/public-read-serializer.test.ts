import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertBusiness, insertJob } from '../test/job-fixtures.ts';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../test/test-app.ts';

// Production writes the public reads with JSON.stringify, every other environment through the
// route's response schema (docs/decisions/011-api-read-path.md). The tests otherwise only ever see
// the second path, so here both answer the same requests on the same data and must agree.

describe('public reads in production', () => {
  let development: TestApp;
  let production: TestApp;
  let jobId: string;

  beforeAll(async () => {
    development = await createTestApp();
    production = await createTestApp(PRODUCTION_TEST_ENV, { database: development.database });
    const db = development.database.db;
    const pier = await insertBusiness(db, {
      name: 'Salt Pier Kitchen',
      logo_url: 'https://example.com/pier.png',
      description: 'Seafood on the "wharf" — since 1998.\nOpen late.',
    });
    const cafe = await insertBusiness(db, { name: 'Back Cove Café', address: null });
    jobId = (
      await insertJob(db, {
        business_id: pier.id,
        company: pier.name,
        title: 'Server <Front of House>',
        is_tipped_role: true,
        base_hourly_pay: 15.5,
        estimated_tips_hourly: 12.25,
        tip_structure: 'pooled',
        requirements: ['2 years', 'Weekends'],
        expires_at: null,
        schedule_data: [
          { id: 'a', day: 'friday', startTime: '16:00', endTime: '23:00' },
          { id: 'b', day: 'saturday', startTime: '18:00', endTime: '02:00' },
        ],
      })
    ).id;
    await insertJob(db, {
      business_id: cafe.id,
      company: cafe.name,
      title: 'Barista',
      posted_at: daysFromNow(-3),
    });
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
  });

  const urls = () => [
    '/api/v1/jobs',
    '/api/v1/jobs?is_tipped_role=true&sort_by=salary&sort_order=desc',
    '/api/v1/jobs?title_search=nothing-matches',
    `/api/v1/jobs/${jobId}`,
    '/api/v1/businesses',
    '/api/v1/businesses?search=pier',
  ];

  it('answers the job board and the directory exactly as development does', async () => {
    for (const url of urls()) {
      const expected = await development.app.inject({ method: 'GET', url });
      const actual = await production.app.inject({ method: 'GET', url });
      expect(expected.statusCode, `${url}: ${expected.body}`).toBe(200);
      expect(actual.statusCode, url).toBe(200);
      expect(actual.headers['content-type'], url).toBe(expected.headers['content-type']);
      expect(actual.body, url).toBe(expected.body);
    }
  });
});
