import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` tags for the chunks of the screens a page rendered, from the web
 * build's manifest: each screen's chunk and its static imports, so the browser fetches them
 * beside the entry script instead of after it. The entry's own imports are already in
 * index.html (Vite writes those), so they are left out. Empty without a manifest.
 */
export function modulePreloader(webDistDir: string): (modules: string[]) => string {
  const path = join(webDistDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(path)
    ? JSON.parse(readFileSync(path, 'utf8'))
    : {};
  const inIndex = new Set<string>();
  const entry = Object.values(manifest).find((chunk) => (chunk as { isEntry?: boolean }).isEntry);
  if (entry) collect(manifest, entry, inIndex);

  return (modules) => {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = manifest[module];
      if (chunk) collect(manifest, chunk, files);
    }
    return (
      [...files]
        .filter((file) => !inIndex.has(file))
        // Low priority, as the page's other scripts (see paintFirst in spa.ts).
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
        .join('\n')
    );
  };
}

function collect(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk, files: Set<string>): void {
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) collect(manifest, imported, files);
  }
}
