import { ZJob, ZJobList, ZJobListQuery } from '@perks/contract';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { z } from 'zod';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { liveJob } from '../apps/server/src/modules/jobs/job-filters.ts';
import { findJob, listLiveJobs } from '../apps/server/src/modules/jobs/jobs.repository.ts';
import { publicJobColumns } from '../apps/server/src/modules/jobs/public-job.ts';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/bench', max: 4 });
const db = drizzle({ client: pool, schema }) as any;
const id = (
  await pool.query(
    "select id from jobs where status='approved' and posted_at<now() and expires_at is null limit 1",
  )
).rows[0].id;
const time = async (label: string, n: number, fn: () => unknown) => {
  for (let i = 0; i < 200; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label.padEnd(30), (((performance.now() - t) * 1000) / n).toFixed(1), 'µs');
};
const build = () =>
  db
    .select({ ...publicJobColumns, live: sql<boolean>`${liveJob}` })
    .from(schema.jobs)
    .leftJoin(schema.businesses, eq(schema.businesses.id, schema.jobs.business_id))
    .where(eq(schema.jobs.id, id))
    .limit(1)
    .toSQL();
await time('drizzle build findJob', 3000, build);
const q = build();
await time('pg raw query findJob', 2000, () =>
  pool.query({ text: q.sql, values: q.params, rowMode: 'array' }),
);
await time('drizzle findJob', 2000, () => findJob(db, id));
const found = await findJob(db, id);
const body = { success: true, data: found!.job };
const ZB = z.object({ success: z.literal(true), data: ZJob });
await time('zod encode job body', 5000, () => z.encode(ZB, body));
await time('JSON.stringify job body', 5000, () => JSON.stringify(body));
const query = ZJobListQuery.parse({});
const list = await listLiveJobs(db, { ...query, limit: 20 });
await time('zod encode list(20)', 1000, () => z.encode(ZJobList, list));
await time('JSON.stringify list(20)', 1000, () => JSON.stringify(list));
await time('zod parse list query', 5000, () =>
  ZJobListQuery.parse({ title_search: 'bar', employment_type: 'part-time', is_tipped_role: 'true' }),
);
await pool.end();
