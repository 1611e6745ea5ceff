import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the reliability suite, kept apart from `npm test` because it needs
// PostgreSQL and starts real server processes (docs/decisions/022-outages-timeouts-and-drain.md).
export default defineConfig({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // Two files at a time (one is the default on two cores): two of them mostly wait (an
    // every-minute schedule for two real minutes, 60 s of killed connections). One at a time the
    // suite took 4 min 35 s on two busy shared cores; two at a time 2 min 8 s, every file passing.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
