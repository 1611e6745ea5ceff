import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { dropDatabase, onServer, withDatabaseName } from '../../apps/server/src/test/postgres-server.ts';

/** The PostgreSQL the suite runs against; FAULTS_DATABASE_URL overrides it. */
export const POSTGRES_URL = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether anything answers on the server's port (the same probe `.ci/run` makes). */
export function postgresAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(POSTGRES_URL);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 5432), hostname);
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(2000, () => done(false));
  });
}

/** An empty database of the test file's own; the server migrates and seeds it on start. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<unknown> }> {
  // DDL takes no bind parameters; the name is a fixed prefix and hex digits only.
  const name = `faults_${randomBytes(6).toString('hex')}`;
  await onServer(POSTGRES_URL, (client) => client.query(`create database ${name}`));
  return { url: withDatabaseName(POSTGRES_URL, name), drop: () => dropDatabase(POSTGRES_URL, name) };
}
