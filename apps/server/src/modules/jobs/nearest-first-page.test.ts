import { ZJobListQuery } from '@perks/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { pageValues } from './live-jobs-query.ts';
import { businessesWanted, nearbyJobsPageQuery, originValues } from './nearby-jobs-query.ts';
import { searchOrigin } from './search-origin.ts';

// 04101's center, a point 1.5 miles west (04102's center) and one without a place.
const HERE = { latitude: 43.6606, longitude: -70.2589 };
const WEST = { latitude: 43.6602, longitude: -70.2898 };

/**
 * The nearest-first page (decision 099) is the list's page whenever it comes back full; it reads
 * only the first businesses by distance, and every business as far as the last of them. Five
 * businesses share one point here, so a page that cut them anywhere but at a distance would list
 * another business's jobs than the page along every business does.
 */
describe('a page read nearest first', () => {
  const t = setUpTestApp();

  beforeAll(async () => {
    const db = t.app.db;
    const places = [HERE, HERE, HERE, HERE, HERE, WEST, WEST, {}];
    for (const [n, place] of places.entries()) {
      // Ids in the opposite order of the rows, so an order of the rows is not the order of the ids.
      const id = `00000000-0000-4000-8000-00000000000${9 - n}`;
      const business = await insertBusiness(db, { id, name: `Business ${n}`, ...place });
      for (let job = 0; job < 1 + (n % 3); job++) {
        await insertJob(db, {
          business_id: business.id,
          company: business.name,
          title: `Job ${n}.${job}`,
          posted_at: daysFromNow(-1 - job - n / 10),
        });
      }
    }
  });

  async function page(query: Record<string, string>, nearest: boolean) {
    const parsed = ZJobListQuery.parse({ zip: '04101', radius: '5', ...query });
    const values = pageValues(parsed);
    const rows = await nearbyJobsPageQuery(t.app.db, parsed, nearest)
      .prepare('')
      .execute({
        ...values,
        ...originValues(searchOrigin(parsed)!),
        businesses_wanted: businessesWanted(values),
      });
    return { titles: rows.map((row) => row.title), full: rows.length === values.limit };
  }

  it('is the page read along every business whenever it comes back full, for every page size and sort', async () => {
    let full = 0;
    const sorts: Record<string, string>[] = [{}, { sort_by: 'title', sort_order: 'asc' }];
    for (const sort of sorts) {
      for (let limit = 1; limit <= 6; limit++) {
        for (let n = 1; n <= Math.ceil(15 / limit) + 1; n++) {
          const query = { ...sort, limit: String(limit), page: String(n) };
          const nearest = await page(query, true);
          const every = await page(query, false);
          if (!nearest.full) continue;
          full++;
          expect(nearest.titles, JSON.stringify(query)).toEqual(every.titles);
        }
      }
    }
    // Most pages came back full; the rest were read again along every business.
    expect(full).toBeGreaterThan(40);
  });

  it('comes back short where the businesses within the radius run out, and the list goes on past them', async () => {
    // 13 jobs have a point within 5 miles; the business without one adds 2 after them.
    const nearest = await page({ limit: '20' }, true);
    const every = await page({ limit: '20' }, false);
    expect(nearest.titles).toHaveLength(13);
    expect(every.titles).toHaveLength(15);
    expect(every.titles.slice(0, 13)).toEqual(nearest.titles);
  });
});
