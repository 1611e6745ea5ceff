import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageStore } from './image-store.ts';

// Keys are made by the server from a hash; the check keeps any other text out of the path.
const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9]{32,64}\.[a-z]{3,4}$/;

function pathOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
  return join(root, key);
}

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Images as files under one directory (DATA_DIR/uploads): the default, for one server. */
export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = pathOf(this.root, key);
    await mkdir(join(path, '..'), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!SAFE_KEY.test(key)) return null;
    try {
      return await readFile(pathOf(this.root, key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(pathOf(this.root, key), { force: true });
  }
}
