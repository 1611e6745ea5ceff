import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Executor } from '../../db/client.ts';
import { storedImage } from '../../lib/images/clean-image.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { MEMBER_PHOTO_FOLDER } from '../users/index.ts';
import { exportSections } from './account-export.repository.ts';

/** The version of data.json's layout, for anyone reading the file later. */
const FORMAT = 1;

/**
 * The ZIP of a person's data (decision 105): `data.json` with every section of
 * DATA_EXPORT_SECTIONS, and `photos/` with their member photo as it is stored. Answers null when
 * the account is gone.
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
  const photoUrl = (sections.profile as { photo: string | null }).photo;
  const name = photoUrl?.split('/').pop();
  const stored = name ? storedImage(MEMBER_PHOTO_FOLDER, name) : null;
  const photo = stored ? await store.get(stored.key) : null;
  if (photo && name) files[`photos/${name}`] = [new Uint8Array(photo), { level: 0 }];
  const data = {
    format: FORMAT,
    generated_at: now.toISOString(),
    photos: photo && name ? [`photos/${name}`] : [],
    ...sections,
  };
  files['data.json'] = strToU8(JSON.stringify(data, null, 2));
  return Buffer.from(zipSync(files, { level: 6 }));
}
