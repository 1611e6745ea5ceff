import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { POSTGRES_URL, postgresAnswers } from './postgres.ts';
import { FAULTS_BUNDLE, SERVER_ROOT } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: boolean;
  }
}

/**
 * The fault suite needs PostgreSQL (the pool's timeouts are what it tests); without one it skips,
 * saying so, as `.ci/run` does for the server suite's PostgreSQL run. With one, the server bundle
 * is built once from the current source for every test file to start.
 */
export default async function setup(project: TestProject): Promise<void> {
  const answers = await postgresAnswers();
  project.provide('postgres', answers);
  if (!answers) {
    console.log(`No PostgreSQL at ${new URL(POSTGRES_URL).host}: skipped the fault suite`);
    return;
  }
  execFileSync(process.execPath, ['build.mjs', FAULTS_BUNDLE], { cwd: SERVER_ROOT, stdio: 'inherit' });
}
