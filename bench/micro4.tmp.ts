import { ZBusinessListQuery } from '@perks/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { listDirectory } from '../apps/server/src/modules/businesses/directory.repository.ts';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/bench', max: 2 });
const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as any;
for (const u of ['search=harbor', '', 'search=kitchen']) {
  captured.length = 0;
  const q = ZBusinessListQuery.parse(Object.fromEntries(new URLSearchParams(u)));
  const r = await listDirectory(db, q, { includeInactive: false });
  console.log('\n##', u, 'total', r.total, 'rows', r.data.length, r.data.slice(0,3).map((b: any) => b.name + ':' + b.active_job_count).join(', '));
  for (const c of captured) {
    for (let i = 0; i < 2; i++) await pool.query({ text: c.sql, values: c.params as any[] });
    const { rows } = await pool.query({ text: `explain (analyze, buffers) ${c.sql}`, values: c.params as any[] });
    const plan = rows.map((x: any) => x['QUERY PLAN']);
    console.log(' ', c.sql.slice(0, 50), '\n', plan.filter((l: string) => /Scan|Execution|Planning Time|Heap Fetches|Buffers: shared/.test(l)).slice(0, 12).join('\n'));
  }
}
await pool.end();
