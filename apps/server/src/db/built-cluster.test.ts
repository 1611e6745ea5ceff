import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { startFromBuiltCluster } from './built-cluster.ts';
import { migrationsFolder } from './migrate.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const builtCluster = join(serverRoot, 'dist', 'pglite-cluster');

describe('the embedded database built with the server', () => {
  it('is a migrated cluster a brand-new data directory starts from', async () => {
    // The server build's own step (cached when the migrations have not changed).
    const build = spawnSync(process.execPath, ['build-cluster.mjs'], { cwd: serverRoot, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);

    const dataDir = join(mkdtempSync(join(tmpdir(), 'perks-cluster-')), 'data', 'pglite');
    expect(startFromBuiltCluster(dataDir, builtCluster)).toBe(true);
    expect(existsSync(`${dataDir}.partial`)).toBe(false);
    const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    try {
      const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
      const applied = await client.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
      const jobs = await client.query<{ count: number }>('select count(*)::int as count from jobs');
      expect(jobs.rows[0]?.count).toBe(0);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('leaves alone a directory that already holds something, one in memory, and a start without a build', () => {
    expect(startFromBuiltCluster('memory://', builtCluster)).toBe(false);
    const existing = mkdtempSync(join(tmpdir(), 'perks-cluster-'));
    mkdirSync(existing, { recursive: true });
    writeFileSync(join(existing, 'PG_VERSION'), '17');
    expect(startFromBuiltCluster(existing, builtCluster)).toBe(false);
    expect(readdirSync(existing)).toEqual(['PG_VERSION']);
    // Run from source, as here, there is no cluster beside this module.
    expect(startFromBuiltCluster(join(existing, 'new'))).toBe(false);
    expect(existsSync(join(existing, 'new'))).toBe(false);
  });
});
