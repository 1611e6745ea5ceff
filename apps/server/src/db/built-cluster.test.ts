import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { builtClusterFor } from './built-cluster.ts';
import { migrationsFolder } from './migrate.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the embedded database built with the server', () => {
  it('is a migrated cluster a brand-new data directory can start from', async () => {
    // The server build's own step (cached when the migrations have not changed).
    const build = spawnSync(process.execPath, ['build-cluster.mjs'], { cwd: serverRoot, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const tarball = readFileSync(join(serverRoot, 'dist', 'pglite-cluster.tar.gz'));

    const dataDir = join(mkdtempSync(join(tmpdir(), 'perks-cluster-')), 'pglite');
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([tarball]),
    });
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

  it('is not used for a directory that already holds a database, in memory, or without a build', () => {
    expect(builtClusterFor('memory://')).toBeNull();
    const existing = mkdtempSync(join(tmpdir(), 'perks-cluster-'));
    mkdirSync(existing, { recursive: true });
    writeFileSync(join(existing, 'PG_VERSION'), '17');
    expect(builtClusterFor(existing)).toBeNull();
    // Run from source, as here, there is no tarball beside this module.
    expect(builtClusterFor(join(existing, 'new'))).toBeNull();
  });
});
