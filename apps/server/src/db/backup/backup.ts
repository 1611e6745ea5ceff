import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ImageStore } from '../../lib/images/image-store.ts';
import type { Database } from '../client.ts';
import { migrationsFolder } from '../migrate.ts';
import { PGLITE_EXTENSIONS } from '../pglite-extensions.mjs';
import { rowsOf } from '../rows-of.ts';
import { tableRowCounts } from './table-counts.ts';

// `npm run db:backup` / `npm run db:restore` (decision 093): one directory holding the database
// (pg_dump's custom format, or the embedded engine's own data-directory dump), every uploaded
// image, and a manifest with each file's SHA-256 and each table's row count.

const execFileAsync = promisify(execFile);

/** One of PostgreSQL's client tools; its own message when it fails, or how to get it when it is missing. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<unknown> {
  return execFileAsync(tool, args, { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { code?: string; stderr?: string; message: string }) => {
      if (error.code === 'ENOENT') {
        throw new BackupError(
          `${tool} is not installed: install PostgreSQL's client tools of the server's version (Debian: postgresql-client-15)`,
        );
      }
      throw new BackupError(`${tool} failed: ${error.stderr?.trim() || error.message}`);
    },
  );
}

const FORMAT = 'industry-perks-backup';
const VERSION = 1;
const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';
const IMAGES = 'images';

interface FileEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  engine: Database['engine'];
  /** `select version()` of the database backed up. */
  server_version: string;
  /** The last migration applied (its `when` in drizzle/meta/_journal.json), and how many. */
  migrations: { applied: number; last_created_at: number | null };
  database: FileEntry;
  images: FileEntry[];
  /** `schema.table` → rows, checked again after a restore. */
  tables: Record<string, number>;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function migrationsApplied(database: Database): Promise<Manifest['migrations']> {
  const [row] = rowsOf<{ applied: number; last: string | null }>(
    await database.db.execute(
      sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  return { applied: row?.applied ?? 0, last_created_at: row?.last ? Number(row.last) : null };
}

async function serverVersion(database: Database): Promise<string> {
  const [row] = rowsOf<{ version: string }>(await database.db.execute(sql`select version() as version`));
  return row?.version ?? '';
}

/** Whether `dir` exists and holds anything. */
async function hasEntries(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return false;
    throw error;
  }
}

export interface BackupTarget {
  database: Database;
  /** PostgreSQL's connection string, for pg_dump / pg_restore. */
  databaseUrl?: string;
  /** The embedded engine's data directory (restore writes it; backup reads the open instance). */
  pgliteDataDir: string;
  images: ImageStore;
}

/**
 * Writes a backup of the database and the images into `archive` (a new or empty directory).
 * The embedded engine is dumped from the open instance, so its server must be stopped: only one
 * process may open a PGlite data directory. PostgreSQL is dumped live (pg_dump reads one snapshot);
 * an image uploaded during the backup may be missing from it, never half there.
 */
export async function createBackup(target: BackupTarget, archive: string): Promise<Manifest> {
  if (await hasEntries(archive)) throw new BackupError(`${archive} is not empty: choose a new directory`);
  await mkdir(join(archive, IMAGES), { recursive: true });
  const { database } = target;

  const migrations = await migrationsApplied(database);
  const tables = await tableRowCounts(database.db);
  let databaseFile: string;
  if (database.engine === 'postgres') {
    databaseFile = PG_DUMP_FILE;
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(archive, databaseFile)}`,
      `--dbname=${target.databaseUrl}`,
    ]);
  } else {
    if (!('pglite' in database.connection)) throw new BackupError('the embedded database is not open');
    databaseFile = PGLITE_DUMP_FILE;
    const dump = await database.connection.pglite.dumpDataDir('gzip');
    await writeFile(join(archive, databaseFile), Buffer.from(await dump.arrayBuffer()));
  }
  const databaseBytes = await readFile(join(archive, databaseFile));

  const images: FileEntry[] = [];
  for await (const key of target.images.list()) {
    const bytes = await target.images.get(key);
    // Deleted since it was listed: it is not part of this backup.
    if (!bytes) continue;
    const path = join(IMAGES, key);
    await mkdir(dirname(join(archive, path)), { recursive: true });
    await writeFile(join(archive, path), bytes);
    images.push({ path: `${IMAGES}/${key}`, bytes: bytes.length, sha256: sha256(bytes) });
  }
  images.sort((a, b) => a.path.localeCompare(b.path));

  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    created_at: new Date().toISOString(),
    engine: database.engine,
    server_version: await serverVersion(database),
    migrations,
    database: { path: databaseFile, bytes: databaseBytes.length, sha256: sha256(databaseBytes) },
    images,
    tables,
  };
  // Written last: an archive without a manifest is an unfinished one, and restore refuses it.
  await writeFile(join(archive, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The archive's manifest, after checking every file it lists against its size and SHA-256. */
async function readCheckedManifest(archive: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(archive, MANIFEST), 'utf8')) as Manifest;
  } catch (error) {
    throw new BackupError(`${archive} has no readable ${MANIFEST}: ${(error as Error).message}`);
  }
  if (manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new BackupError(`${archive} is not a backup this release reads (format ${FORMAT} ${VERSION})`);
  }
  const problems: string[] = [];
  for (const entry of [manifest.database, ...manifest.images]) {
    if (entry.path.split('/').includes('..')) {
      problems.push(`${entry.path}: not a path inside the archive`);
      continue;
    }
    const bytes = await readFile(join(archive, entry.path)).catch(() => null);
    if (!bytes) problems.push(`${entry.path}: missing`);
    else if (bytes.length !== entry.bytes || sha256(bytes) !== entry.sha256) {
      problems.push(`${entry.path}: does not match its checksum`);
    }
  }
  if (problems.length > 0) {
    throw new BackupError(`the archive is damaged:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return manifest;
}

/** The `when` of every migration this release has. */
async function knownMigrations(): Promise<Set<number>> {
  const journal = JSON.parse(await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return new Set(journal.entries.map((entry) => entry.when));
}

/**
 * What the target already holds, empty when nothing: the PostgreSQL database's tables (when
 * `database` is given), else the embedded engine's data directory; and the image store's images.
 */
async function whatIsThere(
  target: Pick<BackupTarget, 'pgliteDataDir' | 'images'> & { database?: Database },
): Promise<string[]> {
  const found: string[] = [];
  if (target.database) {
    const tables = Object.keys(await tableRowCounts(target.database.db));
    if (tables.length > 0) found.push(`the database has ${tables.length} tables`);
  } else if (await hasEntries(target.pgliteDataDir)) {
    found.push(`${target.pgliteDataDir} is not empty`);
  }
  let images = 0;
  for await (const _ of target.images.list()) images += 1;
  if (images > 0) found.push(`the image store has ${images} images`);
  return found;
}

export interface RestoreOptions {
  /** Replace what the target holds instead of refusing. */
  force: boolean;
}

/**
 * Restores `archive` into the target: checks the manifest and every file first, refuses a target
 * that holds anything unless `force`, loads the database, puts back every image, and checks each
 * table's row count against the manifest. For the embedded engine, `target.database` must not
 * be open yet: `restoreBackup` opens it (`openPglite`) once the data directory is written.
 */
export async function restoreBackup(
  target: Omit<BackupTarget, 'database'> & { database: Database | (() => Promise<Database>) },
  archive: string,
  options: RestoreOptions,
): Promise<{ manifest: Manifest; database: Database }> {
  const manifest = await readCheckedManifest(archive);
  const engine = typeof target.database === 'function' ? 'pglite' : target.database.engine;
  if (manifest.engine !== engine) {
    throw new BackupError(
      `the archive holds a ${manifest.engine} database and the target is ${engine}: restore it into ${manifest.engine}`,
    );
  }
  if (manifest.migrations.last_created_at !== null) {
    const known = await knownMigrations();
    if (!known.has(manifest.migrations.last_created_at)) {
      throw new BackupError(
        'the archive was made by a release with migrations this one does not have: restore it with that release',
      );
    }
  }

  if (engine === 'postgres') {
    const database = target.database as Database;
    const there = await whatIsThere({ ...target, database });
    if (there.length > 0 && !options.force) {
      throw new BackupError(`the target is not empty (${there.join('; ')}): pass --force to replace it`);
    }
    await emptyPostgres(target.databaseUrl ?? '');
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      join(archive, manifest.database.path),
    ]);
    await restoreImages(target.images, archive, manifest);
    await checkCounts(database, manifest);
    return { manifest, database };
  }

  const open = target.database as () => Promise<Database>;
  const there = await whatIsThere({ pgliteDataDir: target.pgliteDataDir, images: target.images });
  if (there.length > 0 && !options.force) {
    throw new BackupError(`the target is not empty (${there.join('; ')}): pass --force to replace it`);
  }
  await rm(target.pgliteDataDir, { recursive: true, force: true });
  await mkdir(target.pgliteDataDir, { recursive: true });
  const dump = await readFile(join(archive, manifest.database.path));
  const loaded = await PGlite.create(target.pgliteDataDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([dump]),
  });
  await loaded.close();
  const database = await open();
  try {
    await restoreImages(target.images, archive, manifest);
    await checkCounts(database, manifest);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { manifest, database };
}

/**
 * Drops every schema of the target database (ours, the migrations' record, the job queue's), so
 * the dump loads into an empty database; `public` is made again, empty, as a new database has it.
 */
async function emptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname not in ('pg_catalog', 'information_schema')
         and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%'`,
    );
    await client.query('begin');
    for (const { name } of rows) await client.query(`drop schema "${name.replace(/"/g, '""')}" cascade`);
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
}

async function restoreImages(store: ImageStore, archive: string, manifest: Manifest): Promise<void> {
  for (const entry of manifest.images) {
    const bytes = await readFile(join(archive, entry.path));
    const key = entry.path.slice(IMAGES.length + 1);
    await store.put(key, bytes, contentTypeOf(key));
  }
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

async function checkCounts(database: Database, manifest: Manifest): Promise<void> {
  const counts = await tableRowCounts(database.db);
  const wrong = Object.entries(manifest.tables)
    .filter(([table, rows]) => counts[table] !== rows)
    .map(([table, rows]) => `${table}: ${counts[table] ?? 'missing'} rows, the backup had ${rows}`);
  if (wrong.length > 0) {
    throw new BackupError(`the restored database does not match the backup:\n  - ${wrong.join('\n  - ')}`);
  }
}
