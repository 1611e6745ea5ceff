import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.ts';
import type { ImageStore } from './image-store.ts';
import { LocalImageStore } from './local-image-store.ts';
import { S3ImageStore } from './s3-image-store.ts';

/** The configured image store: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export async function createImageStore(
  config: Pick<
    AppConfig,
    | 'dataDir'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
  >,
): Promise<ImageStore> {
  if (!config.S3_BUCKET) return new LocalImageStore(join(config.dataDir, 'uploads'));
  return S3ImageStore.create({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
        }
      : {}),
  });
}
