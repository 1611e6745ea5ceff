import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Gives a brand-new PGlite data directory the initialised, migrated, empty cluster the server build
 * makes beside the bundle (`build-cluster.mjs`): copying it replaces PGlite's initdb, most of a first
 * start (docs/decisions/024-embedded-start-from-a-built-cluster.md). Returns false, doing nothing,
 * for a directory that already holds something, in memory, and when running from source
 * (development), where there is no build: PGlite then initialises the directory itself.
 */
export function startFromBuiltCluster(pgliteDataDir: string, builtCluster = bundledCluster()): boolean {
  if (pgliteDataDir.startsWith('memory://') || !existsSync(builtCluster)) return false;
  if (existsSync(pgliteDataDir) && readdirSync(pgliteDataDir).length > 0) return false;
  // Copied aside and renamed: a start cut short never leaves half a cluster that looks complete.
  const partial = `${pgliteDataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dirname(pgliteDataDir), { recursive: true });
  cpSync(builtCluster, partial, { recursive: true });
  rmSync(pgliteDataDir, { recursive: true, force: true });
  renameSync(partial, pgliteDataDir);
  return true;
}

// Beside dist/server.js once bundled (this code is then in a chunk in dist/server-chunks/, see
// build.mjs); beside this file (where none exists) when run from source.
const bundledCluster = () => {
  const here = dirname(fileURLToPath(import.meta.url));
  return join(basename(here) === 'server-chunks' ? dirname(here) : here, 'pglite-cluster');
};
