import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { findUp } from '../lib/find-up.ts';
import type { Env } from './env.ts';

/** The parsed environment plus the values derived from it once at start. */
export interface AppConfig extends Env {
  dataDir: string;
  webDistDir: string;
  /** The web build's server entry, beside the web build: `<WEB_DIST_DIR>/../dist-server/entry-server.js`. */
  webServerEntry: string;
  jwtSecret: string;
}

/** npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command. */
function baseDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/**
 * Development needs no setup, so without JWT_SECRET a random secret is made once and kept in the
 * data directory (sessions survive restarts). Production refuses to start without one (env.ts).
 */
function devJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** DATA_DIR as an absolute path: a relative one is taken from where the command was typed. */
export function resolveDataDir(env: Pick<Env, 'DATA_DIR'>): string {
  return isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(baseDir(), env.DATA_DIR);
}

export function buildAppConfig(env: Env): AppConfig {
  const dataDir = resolveDataDir(env);
  const webDistDir = env.WEB_DIST_DIR
    ? resolve(baseDir(), env.WEB_DIST_DIR)
    : (findUp(join('apps', 'web', 'dist')) ?? resolve(baseDir(), 'apps/web/dist'));
  const webServerEntry = resolve(webDistDir, '..', 'dist-server', 'entry-server.js');
  return { ...env, dataDir, webDistDir, webServerEntry, jwtSecret: env.JWT_SECRET ?? devJwtSecret(dataDir) };
}
