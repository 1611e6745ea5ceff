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
          // The worker loads the modules once and runs the files one after another in the same
          // window, instead of a fresh module graph per file; setup.ts puts the shared page state
          // (storage, history, title, <html> and <body> attributes, toasts, timers) back after
          // each test, and these restore spies, stubbed globals and env values
          // (docs/decisions/017-fast-test-databases.md, second addendum).
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
          // The project has one worker (its own default on two cores, not the root's maxWorkers);
          // a non-isolated project with a different worker count than the others needs its own
          // group, and runs after them as it did when isolated.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
