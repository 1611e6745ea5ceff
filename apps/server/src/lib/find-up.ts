import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest `relativePath` found walking up from this module. The server runs both from src/
 * (tests, dev) and bundled into dist/, so files beside it are found by looking, not by a fixed depth.
 */
export function findUp(relativePath: string): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, relativePath);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return null;
}
