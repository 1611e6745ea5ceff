import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../lib/server.ts';

export interface StartTimes {
  fresh: number[];
  seeded: number[];
}

/**
 * The embedded default's start: from spawning `node apps/server/dist/server.js` with no
 * DATABASE_URL to /api/v1/health answering 200. "fresh" is a new data directory (create the
 * PGlite cluster, migrate, seed the demo data); "seeded" is a second start on that directory.
 */
export async function measurePgliteStart(rounds: number): Promise<StartTimes> {
  const times: StartTimes = { fresh: [], seeded: [] };
  for (let i = 0; i < rounds; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'perks-bench-pglite-'));
    try {
      for (const kind of ['fresh', 'seeded'] as const) {
        const server = await startBuiltServer({ DATA_DIR: dataDir });
        times[kind].push(server.startMs);
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return times;
}
