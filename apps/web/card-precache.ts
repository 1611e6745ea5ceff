import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScreenCatalogs } from './src/locales/screen-catalogs.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** Where the card's screen starts: the app's entry and the card page's own chunk. */
const CARD_ROOTS = ['index.html', 'src/features/membership/pages/card-page.tsx'];

/**
 * The default theme's font (its stylesheet and files). The theme code imports a font's
 * stylesheet by name at run time, which the manifest does not list as an import. A member with
 * another theme has its font stored the first time it loads (the worker keeps any /assets file).
 */
const DEFAULT_FONT = /^\.\.\/\.\.\/node_modules\/@fontsource-variable\/inter\/(wght\.css|files\/)/;

/**
 * Code the card never loads although the app's entry can: the other screens, which the router
 * loads each on demand, the sign-in form's challenge solver, and an admin's passkey check (the
 * step-up dialog and the WebAuthn library it loads), which asks for a network to answer anyway.
 */
const NOT_THE_CARD = /\/pages\/|not-found-page|\/challenge\/|step-up-dialog|@simplewebauthn\//;

/**
 * The words the card shows, in every language (src/locales/screen-catalogs.json: the root's
 * catalogs and the card page's); the entry can load every catalog, but the card needs only these.
 */
function cardCatalogs(): RegExp {
  const map = JSON.parse(
    readFileSync(join(import.meta.dirname, 'src/locales/screen-catalogs.json'), 'utf8'),
  ) as ScreenCatalogs;
  const names = [...map.root, ...(map.screens['src/features/membership/pages/card-page.tsx'] ?? [])];
  return new RegExp(`^src/locales/(${names.join('|')})/`);
}
const CATALOG = /^src\/locales\//;

/**
 * Every built file the card's screen can load (docs/decisions/060): its static imports,
 * stylesheets and assets, and the code it loads later (the account menu, the toaster, the theme
 * and the default font), read from the build's manifest rather than from what one page load happened to
 * fetch.
 */
export function cardFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const cardWords = cardCatalogs();
  const queue = [...CARD_ROOTS, ...Object.keys(manifest).filter((key) => DEFAULT_FONT.test(key))];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest; the card's precache would miss it`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    queue.push(...(chunk.imports ?? []));
    queue.push(
      ...(chunk.dynamicImports ?? []).filter(
        (next) => !NOT_THE_CARD.test(next) && (!CATALOG.test(next) || cardWords.test(next)),
      ),
    );
  }
  return files;
}

/** cardFiles of the client build written to outDir. */
export function builtCardFiles(outDir: string): Set<string> {
  return cardFiles(JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')));
}
