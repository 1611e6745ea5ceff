import { appendFile, cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../../lib/images/create-image-store.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { seedWithActivity } from '../../test/backup-activity.ts';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Database, openDatabase } from '../client.ts';
import { createBackup, restoreBackup } from './backup.ts';
import { tableDigests } from './table-counts.ts';

// The restore drill on the embedded engine with images in an S3-compatible bucket (the
// PostgreSQL drill, through the CLI, is faults/restore-drill.test.ts; decision 093).

const S3 = (url: string, bucket: string) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: url,
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: true,
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
});

async function imagesOf(store: ImageStore): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for await (const key of store.list()) images.set(key, (await store.get(key))!);
  return images;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore of the embedded database', () => {
  let s3: FakeS3;
  let t: TestApp;
  let archive: string;
  let restored: Database | undefined;

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      S3_BUCKET: 'perks-images',
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    archive = join(await mkdtemp(join(tmpdir(), 'perks-backup-')), 'archive');
  });
  afterAll(async () => {
    await restored?.close();
    await t.close();
    await s3.close();
  });

  it('gives back every row of every table and every image, byte for byte', async () => {
    const { images } = await seedWithActivity(t.app, t.database.db);
    const rowsBefore = await tableDigests(t.database.db);
    const imagesBefore = await imagesOf(t.app.imageStore);
    expect(imagesBefore.size).toBe(images);

    const manifest = await createBackup(
      { database: t.database, pgliteDataDir: 'memory://', images: t.app.imageStore },
      archive,
    );
    expect(manifest.images).toHaveLength(images);
    expect(manifest.tables['public.check_ins']).toBe(1);

    // Into an empty data directory and an empty bucket.
    const dataDir = join(await mkdtemp(join(tmpdir(), 'perks-restore-')), 'pglite');
    const target = {
      database: () => openDatabase({ pgliteDataDir: dataDir, poolMax: 1, connectionTimeoutMs: 5_000 }),
      pgliteDataDir: dataDir,
      images: await createImageStore({ dataDir, ...S3(s3.url, 'restored-images') }),
    };
    restored = (await restoreBackup(target, archive, { force: false })).database;

    expect(await tableDigests(restored.db)).toEqual(rowsBefore);
    expect(await imagesOf(target.images)).toEqual(imagesBefore);
    await restored.close();
    restored = undefined;

    // A second restore finds the target in use and leaves it alone.
    await expect(restoreBackup(target, archive, { force: false })).rejects.toThrow(
      /the target is not empty .*: pass --force to replace it/,
    );
  });

  it('refuses an archive whose files do not match the manifest', async () => {
    const damaged = `${archive}-damaged`;
    await cp(archive, damaged, { recursive: true });
    const manifest = JSON.parse(await readFile(join(damaged, 'manifest.json'), 'utf8'));
    await appendFile(join(damaged, manifest.images[0].path), 'x');
    const dataDir = join(await mkdtemp(join(tmpdir(), 'perks-restore-')), 'pglite');
    await expect(
      restoreBackup(
        {
          database: () => openDatabase({ pgliteDataDir: dataDir, poolMax: 1, connectionTimeoutMs: 5_000 }),
          pgliteDataDir: dataDir,
          images: await createImageStore({ dataDir, ...S3(s3.url, 'untouched') }),
        },
        damaged,
        { force: true },
      ),
    ).rejects.toThrow(`the archive is damaged:\n  - ${manifest.images[0].path}: does not match its checksum`);
    expect([...s3.objects.keys()].some((key) => key.startsWith('untouched/'))).toBe(false);
  });
});
