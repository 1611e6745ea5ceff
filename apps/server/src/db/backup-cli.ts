/**
 * `npm run db:backup -- [archive-dir]` and `npm run db:restore -- <archive-dir> [--force]` (from the
 * repository root; decision 093). Configuration is the server's (`parseEnv`): DATABASE_URL
 * (PostgreSQL; unset is the embedded engine in DATA_DIR/pglite, whose server must be stopped),
 * DATA_DIR, and S3_BUCKET with its settings for the images (else DATA_DIR/uploads). A relative
 * archive path is taken from where the command was typed; the default is
 * ./backups/<date-time>.
 */
import { mkdirSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { resolveDataDir } from '../config/app-config.ts';
import { EnvError, parseEnv } from '../config/env.ts';
import { createImageStore } from '../lib/images/create-image-store.ts';
import { BackupError, createBackup, restoreBackup } from './backup/backup.ts';
import { type Database, openDatabase } from './client.ts';

const USAGE = 'usage: db-backup backup [archive-dir] | restore <archive-dir> [--force]';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const paths = rest.filter((arg) => !arg.startsWith('--'));
  const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (unknown.length > 0 || paths.length > 1 || (command !== 'backup' && command !== 'restore')) {
    throw new BackupError(USAGE);
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const given = paths[0];
  if (command === 'restore' && !given) throw new BackupError(USAGE);
  const archive = given
    ? isAbsolute(given)
      ? given
      : resolve(base, given)
    : join(base, 'backups', new Date().toISOString().replace(/[:.]/g, '-'));

  const env = parseEnv();
  const config = { ...env, dataDir: resolveDataDir(env) };
  const databaseUrl = env.DATABASE_URL;
  const pgliteDataDir = join(config.dataDir, 'pglite');
  const images = await createImageStore(config);
  const open = () =>
    openDatabase({
      databaseUrl,
      pgliteDataDir,
      poolMax: 2,
      connectionTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : pgliteDataDir;
  const imagesAt = config.S3_BUCKET ? `bucket ${config.S3_BUCKET}` : join(config.dataDir, 'uploads');

  if (command === 'backup') {
    if (!databaseUrl) mkdirSync(pgliteDataDir, { recursive: true });
    const database = await open();
    try {
      const manifest = await createBackup({ database, databaseUrl, pgliteDataDir, images }, archive);
      const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
      console.log(`Backed up ${where} and the images in ${imagesAt} to ${archive}:`);
      console.log(
        `  ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.images.length} images, ` +
          `${manifest.migrations.applied} migrations applied`,
      );
    } finally {
      await database.close();
    }
    return;
  }

  let database: Database | undefined;
  try {
    if (databaseUrl) database = await open();
    const target = database ?? open;
    const restored = await restoreBackup({ database: target, databaseUrl, pgliteDataDir, images }, archive, {
      force,
    });
    database = restored.database;
    const { manifest } = restored;
    console.log(`Restored ${archive} (made ${manifest.created_at}) into ${where} and ${imagesAt}:`);
    console.log(
      `  ${Object.keys(manifest.tables).length} tables with the row counts of the backup, ${manifest.images.length} images`,
    );
  } finally {
    await database?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof BackupError) console.error(error.message);
  else console.error('Failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
