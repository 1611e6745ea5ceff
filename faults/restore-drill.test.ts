import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableDigests } from '../apps/server/src/db/backup/table-counts.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { LocalImageStore } from '../apps/server/src/lib/images/local-image-store.ts';
import { seedWithActivity } from '../apps/server/src/test/backup-activity.ts';
import { onServer } from '../apps/server/src/test/postgres-server.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import { ROOT } from '../bench/lib/server.ts';
import { createDatabase, POSTGRES_URL } from './support/postgres.ts';

const run = promisify(execFile);

/** `npm run db:backup` / `npm run db:restore` as an operator types them, with this drill's settings. */
function npm(script: 'db:backup' | 'db:restore', args: string[], env: Record<string, string>) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
}

async function digestsOf(url: string): Promise<Record<string, string>> {
  const database = await openDatabase({
    databaseUrl: url,
    pgliteDataDir: '',
    poolMax: 1,
    connectionTimeoutMs: 5000,
  });
  try {
    return await tableDigests(database.db);
  } finally {
    await database.close();
  }
}

async function imagesIn(dataDir: string): Promise<Map<string, Buffer>> {
  const store = new LocalImageStore(join(dataDir, 'uploads'));
  const images = new Map<string, Buffer>();
  for await (const key of store.list()) images.set(key, (await store.get(key))!);
  return images;
}

// The restore drill on PostgreSQL (decision 093): a database with activity and its uploaded
// images, backed up with `npm run db:backup`, wiped, restored with `npm run db:restore`, and
// compared table by table and image by image.
describe.skipIf(!inject('postgres'))('backup, wipe, restore', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let dataDir: string;
  let archive: string;

  beforeAll(async () => {
    database = await createDatabase();
    const work = await mkdtemp(join(tmpdir(), 'perks-drill-'));
    dataDir = join(work, 'data');
    archive = join(work, 'archive');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('gives back every row of every table and every image, byte for byte', async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    const live = await openDatabase({
      databaseUrl: database.url,
      pgliteDataDir: '',
      poolMax: 4,
      connectionTimeoutMs: 5000,
    });
    await runMigrations(live, database.url);
    const t = await createTestApp({ DATA_DIR: dataDir }, { database: live });
    const { images } = await seedWithActivity(t.app, live.db);
    await t.close();
    await live.close();

    const rowsBefore = await digestsOf(database.url);
    const imagesBefore = await imagesIn(dataDir);
    expect(imagesBefore.size).toBe(images);

    const backup = await npm('db:backup', [archive], env);
    console.log(backup.stdout.trim());

    // The wipe: the database as new, no uploads.
    const name = new URL(database.url).pathname.slice(1);
    await onServer(POSTGRES_URL, async (client) => {
      await client.query(`drop database ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
    await rm(join(dataDir, 'uploads'), { recursive: true, force: true });
    expect(Object.keys(await digestsOf(database.url))).toEqual([]);

    const restore = await npm('db:restore', [archive], env);
    console.log(restore.stdout.trim());

    const rowsAfter = await digestsOf(database.url);
    expect(Object.keys(rowsAfter).length).toBeGreaterThan(40);
    expect(rowsAfter).toEqual(rowsBefore);
    expect(await imagesIn(dataDir)).toEqual(imagesBefore);
    const rows = Object.values(rowsAfter).reduce((sum, digest) => sum + Number.parseInt(digest, 10), 0);
    console.log(
      `restore drill: ${Object.keys(rowsAfter).length} tables, ${rows} rows and ${imagesBefore.size} images identical after backup, wipe and restore`,
    );

    // The database is in use now: a second restore is refused, and --force replaces it.
    const refused = await npm('db:restore', [archive], env).then(
      () => 'restored',
      (error: { stderr: string }) => error.stderr,
    );
    expect(refused).toMatch(
      /the target is not empty \(the database has \d+ tables; the image store has 2 images\): pass --force/,
    );
    await npm('db:restore', [archive, '--force'], env);
    expect(await digestsOf(database.url)).toEqual(rowsBefore);
  });
});
