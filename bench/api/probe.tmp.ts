import { ZJobListQuery } from '@perks/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { listLiveJobs, findJob } from '../../apps/server/src/modules/jobs/jobs.repository.ts';

const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/bench', max: 2 });
const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as any;
const urls = ['', 'title_search=bar&employment_type=part-time&is_tipped_role=true', 'title_search=bar&employment_type=part-time&is_tipped_role=true&sort_by=salary', 'title_search=bar&employment_type=part-time&is_tipped_role=true&sort_by=company', 'page=50'];
for (const u of urls) {
  captured.length = 0;
  const q = ZJobListQuery.parse(Object.fromEntries(new URLSearchParams(u)));
  const t = performance.now();
  const r = await listLiveJobs(db, q);
  console.log('\n##', u, 'total', r.total, (performance.now() - t).toFixed(1), 'ms');
  for (const c of captured) {
    const { rows } = await pool.query({ text: `explain (analyze, buffers) ${c.sql}`, values: c.params as any[] });
    const plan = rows.map((x: any) => x['QUERY PLAN']);
    console.log(c.sql.slice(0, 100).replace(/\n/g,' '), '\n', plan.filter((l: string) => /Scan|Execution|Planning|Sort|Limit|JIT/.test(l)).join('\n'));
  }
}
await pool.end();
