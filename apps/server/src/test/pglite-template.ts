import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { migrationsFolder, runMigrations } from '../db/migrate.ts';
import { migrationsKey } from '../db/migrations-key.mjs';
import { findUp } from '../lib/find-up.ts';

const TEMPLATES_DIR = join(tmpdir(), 'perks-test-templates');
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The path of a tarball of a migrated, empty PGlite data directory, which each server test file
 * loads instead of running PGlite's initdb and the migrations itself (docs/decisions/
 * 017-fast-test-databases.md). It is kept in the temp directory under a key of everything that
 * shapes it, so a later run with the same migrations and packages reuses it.
 */
export async function pgliteTemplate(): Promise<string> {
  const file = join(TEMPLATES_DIR, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) {
    markInUse(file);
    return file;
  }

  mkdirSync(TEMPLATES_DIR, { recursive: true });
  const database = await openDatabase({ pgliteDataDir: 'memory://', poolMax: 1, connectionTimeoutMs: 5_000 });
  try {
    await runMigrations(database);
    const tarball = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    // Written aside and renamed, so a run starting at the same moment never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
    markInUse(file);
  } finally {
    await database.close();
  }
  removeStaleTemplates(file);
  return file;
}

/** The migrations, and the installed packages (PGlite, Drizzle's migrator) through the lock file. */
function templateKey(): string {
  return migrationsKey(migrationsFolder(), findUp('package-lock.json')).slice(0, 16);
}

/**
 * Marks a template in use, so another checkout's clean-up (below) leaves it alone. The mark is a
 * file beside it: the template itself must keep its modification time, because each test file
 * reads it through `openAsBlob`, which refuses to read a file changed since the blob was made
 * ("The blob could not be read"), and another run starting meanwhile would otherwise touch it.
 */
function markInUse(file: string): void {
  writeFileSync(`${file}.in-use`, '');
}

/** Templates of older migrations, left by earlier runs; unused for a day, so no running suite still reads them. */
function removeStaleTemplates(keep: string): void {
  for (const name of readdirSync(TEMPLATES_DIR)) {
    if (name.endsWith('.in-use')) continue; // goes with its template
    const path = join(TEMPLATES_DIR, name);
    const mark = `${path}.in-use`;
    const lastUsed = existsSync(mark) ? statSync(mark).mtimeMs : statSync(path).mtimeMs;
    if (path !== keep && Date.now() - lastUsed > STALE_AFTER_MS) {
      rmSync(path, { force: true });
      rmSync(mark, { force: true });
    }
  }
}
