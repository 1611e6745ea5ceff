// Plain JavaScript, so build-cluster.mjs (run by node at build time) and the test database
// template (src/test/pglite-template.ts) compute the same key.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A hash of everything that shapes a freshly migrated database: every file of the migrations
 * folder, and the installed PGlite and Drizzle migrator through the workspace's lock file (when
 * there is one). A database made under another key is out of date.
 */
export function migrationsKey(migrationsFolder, lockFile) {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsFolder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  if (lockFile && existsSync(lockFile)) hash.update(readFileSync(lockFile));
  return hash.digest('hex');
}
