import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalImageStore } from './local-image-store.ts';

describe('LocalImageStore.list', () => {
  it('lists every whole image by its key, not a write in progress or a stray file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'perks-images-'));
    const store = new LocalImageStore(root);
    const logo = `logos/${'a'.repeat(64)}.webp`;
    const photo = `member-photos/${'b'.repeat(64)}.jpg`;
    await store.put(logo, Buffer.from('logo'));
    await store.put(photo, Buffer.from('photo'));
    await writeFile(join(root, 'logos', `${'c'.repeat(64)}.webp.1234.partial`), 'half');
    await writeFile(join(root, 'notes.txt'), 'not an image');

    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys.sort()).toEqual([logo, photo].sort());
  });

  it('lists nothing when the folder was never made', async () => {
    const store = new LocalImageStore(join(tmpdir(), 'perks-images-never-made', 'uploads'));
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys).toEqual([]);
  });
});
