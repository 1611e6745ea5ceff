import { defineConfig } from 'vitest/config';

// One runner for the three workspaces; each project keeps its own environment.
export default defineConfig({
  test: {
    // Server files each own a fresh database; on two cores more forks are slower, not faster.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Migrates one database per run; each file gets a copy (docs/decisions/017-fast-test-databases.md).
          globalSetup: ['./src/test/global-setup.ts'],
          // Each file builds its own app on its own database, so files share nothing but loaded
          // modules: reusing them per worker cut the server files' CPU time by more than half
          // (docs/decisions/017-fast-test-databases.md, addendum).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
