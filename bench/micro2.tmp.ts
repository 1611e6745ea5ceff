import { ZJobListQuery } from '@perks/contract';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { jobsOrderBy, liveJobsWhere } from '../apps/server/src/modules/jobs/job-filters.ts';
import { publicJobColumns, toPublicJob } from '../apps/server/src/modules/jobs/public-job.ts';
import { listLiveJobs } from '../apps/server/src/modules/jobs/jobs.repository.ts';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/bench', max: 4 });
const db = drizzle({ client: pool, schema }) as any;
const time = async (label: string, n: number, fn: () => unknown) => {
  for (let i = 0; i < 100; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label.padEnd(30), (((performance.now() - t) * 1000) / n).toFixed(1), 'µs');
};
const query = ZJobListQuery.parse({
  title_search: 'bar',
  employment_type: 'part-time',
  is_tipped_role: 'true',
});
const build = () => {
  const where = liveJobsWhere(query);
  db.select(publicJobColumns)
    .from(schema.jobs)
    .leftJoin(schema.businesses, eq(schema.businesses.id, schema.jobs.business_id))
    .where(where)
    .orderBy(...jobsOrderBy(query))
    .limit(20)
    .offset(0)
    .toSQL();
  db.select({ total: count() }).from(schema.jobs).where(where).toSQL();
};
await time('drizzle build list+count', 2000, build);
const where = liveJobsWhere(query);
const q = db
  .select(publicJobColumns)
  .from(schema.jobs)
  .leftJoin(schema.businesses, eq(schema.businesses.id, schema.jobs.business_id))
  .where(where)
  .orderBy(...jobsOrderBy(query))
  .limit(20)
  .offset(0)
  .toSQL();
await time('pg raw page', 1000, () => pool.query({ text: q.sql, values: q.params, rowMode: 'array' }));
const rows = (await pool.query({ text: q.sql, values: q.params, rowMode: 'array' })).rows;
const keys = Object.keys(publicJobColumns);
await time('toPublicJob x20', 3000, () =>
  rows.map((r: any[]) => {
    const o: any = {};
    keys.forEach((k, i) => (o[k] = r[i]));
    return toPublicJob(o);
  }),
);
await pool.end();
