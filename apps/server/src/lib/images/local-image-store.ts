import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ImageStore } from './image-store.ts';

// Keys are made by the server from a hash; the check keeps any other text out of the path.
const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9]{32,64}\.[a-z]{3,4}$/;

function pathOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
  return join(root, key);
}

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Images as files under one directory (DATA_DIR/uploads): the default, for one server. */
export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = pathOf(this.root, key);
    await mkdir(join(path, '..'), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file. The name is a content hash:
    // an image already there is this one, so it stays. Each write has a temporary name of its
    // own, so two uploads of the same new image at once each rename a whole file into place
    // (an atomic replace by identical bytes) and neither finds the other's file gone.
    if (await exists(path)) return;
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
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

  async *list(): AsyncIterable<string> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      // Only whole images: a `.partial` write in progress, or anything else, is not one.
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (SAFE_KEY.test(key)) yield key;
    }
  }
}
