import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from './pglite-template.ts';
import { createPostgresTemplate } from './postgres-template.ts';

export type DatabaseTemplate = { engine: 'pglite'; tarball: string } | { engine: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Runs once before the server test files: migrates one database for the whole run, which
 * test-database.ts copies for each file (docs/decisions/017-fast-test-databases.md). Doing it here,
 * before any worker starts, means no two workers ever race to build it.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('databaseTemplate', { engine: 'pglite', tarball: await pgliteTemplate() });
    return undefined;
  }
  const template = await createPostgresTemplate(serverUrl);
  project.provide('databaseTemplate', { engine: 'postgres', name: template.name });
  return template.drop;
}
