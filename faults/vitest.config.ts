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
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
