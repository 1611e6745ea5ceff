import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Executor } from '../../db/client.ts';
import { storedImage } from '../../lib/images/clean-image.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { CERTIFICATE_PHOTO_FOLDER } from '../profile/index.ts';
import { MEMBER_PHOTO_FOLDER } from '../users/index.ts';
import { exportSections } from './account-export.repository.ts';

/** The version of data.json's layout, for anyone reading the file later. */
const FORMAT = 1;

/**
 * The ZIP of a person's data (decision 105): `data.json` with every section of
 * DATA_EXPORT_SECTIONS, and `photos/` with their member photo and their certificates' card photos
 * as they are stored. Answers null when the account is gone.
 */
export async function buildArchive(
  db: Executor,
  store: ImageStore,
  userId: string,
  now: Date,
): Promise<Buffer | null> {
  const sections = await exportSections(db, userId);
  if (!sections) return null;
  const files: Zippable = {};
  const photos: string[] = [];
  const addPhoto = async (folder: string, name: string | null | undefined) => {
    const stored = name ? storedImage(folder, name) : null;
    const bytes = stored ? await store.get(stored.key) : null;
    if (!bytes || !name) return;
    files[`photos/${name}`] = [new Uint8Array(bytes), { level: 0 }];
    photos.push(`photos/${name}`);
  };
  await addPhoto(MEMBER_PHOTO_FOLDER, (sections.profile as { photo: string | null }).photo?.split('/').pop());
  for (const certificate of sections.certificates as { photo_name: string | null }[]) {
    await addPhoto(CERTIFICATE_PHOTO_FOLDER, certificate.photo_name);
  }
  const data = { format: FORMAT, generated_at: now.toISOString(), photos, ...sections };
  files['data.json'] = strToU8(JSON.stringify(data, null, 2));
  return Buffer.from(zipSync(files, { level: 6 }));
}
