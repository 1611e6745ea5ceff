import { sql } from 'drizzle-orm';
import { createTestDatabase } from '/work/main/apps/server/src/test/test-database.ts';
const t = await createTestDatabase();
const r = await t.database.db.execute(sql`select count(*)::int as n from pg_tables where schemaname='public'`);
const e = await t.database.db.execute(sql`select extname from pg_extension`);
console.log(t.database.engine, t.databaseUrl, r.rows ?? r, (e as any).rows ?? e);
await t.cleanup();
