import type { S3Client } from '@aws-sdk/client-s3';
import type { ImageStore } from './image-store.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');

export interface S3StoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Images in an S3-compatible bucket (AWS, MinIO, R2, ...), through the official SDK. */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;

  /** The SDK loads here, only for a server that has a bucket: a server without one never pays for it. */
  static async create(options: S3StoreOptions): Promise<S3ImageStore> {
    return new S3ImageStore(options, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    private readonly options: S3StoreOptions,
    private readonly sdk: S3Sdk,
  ) {
    this.client = new sdk.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.options.bucket,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
