/**
 * Where uploaded images live (decision 042): a directory under DATA_DIR by default, or an
 * S3-compatible bucket when one is configured. Keys are content-hash names, so a stored image
 * never changes and can be cached for good.
 */
export interface ImageStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such image. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the image; one already gone is fine. */
  delete(key: string): Promise<void>;
  /** Every stored image's key (backups, `npm run db:backup`), in no particular order. */
  list(): AsyncIterable<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (createImageStore). */
    imageStore: ImageStore;
  }
}
