import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The initialised, migrated, empty embedded database the server build makes beside the bundle
 * (`build-cluster.mjs`), for a brand-new data directory: unpacking it replaces PGlite's initdb,
 * most of a first start (docs/decisions/024-embedded-start-from-a-built-cluster.md). Null when the
 * directory already holds a database, and when running from source (development), where there is
 * no build: PGlite then initialises the directory itself.
 */
export function builtClusterFor(pgliteDataDir: string): Blob | null {
  if (pgliteDataDir.startsWith('memory://') || existsSync(join(pgliteDataDir, 'PG_VERSION'))) return null;
  // Beside dist/server.js once bundled; beside this file (where none exists) when run from source.
  const tarball = fileURLToPath(new URL('./pglite-cluster.tar.gz', import.meta.url));
  if (!existsSync(tarball)) return null;
  return new Blob([readFileSync(tarball)]);
}
