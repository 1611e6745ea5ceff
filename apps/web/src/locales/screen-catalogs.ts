import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Which catalogs each screen needs (docs/decisions/071-languages.md), worked out from the source:
 * a screen's module and everything it imports (statically or lazily), and the feature folders
 * among them that have words. The shell's words (app/, components/, lib/) are loaded for every
 * page, with the catalogs of what the root layout imports. `npm run i18n:extract` writes the
 * result to screen-catalogs.json; screen-catalogs.test.ts fails when that file is stale.
 */
export interface ScreenCatalogs {
  /** Loaded before the first render of any page. */
  root: string[];
  /** By screen module (as in the route table's `handle.module`): loaded beside its code. */
  screens: Record<string, string[]>;
}

// `import …` / `export … from` statements (named parts, a default or a namespace) and `import()`.
const STATEMENT =
  /(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export function screenCatalogs(webRoot: string): ScreenCatalogs {
  const src = join(webRoot, 'src');
  const locales = join(src, 'locales');
  // The files that have words, and their catalog: the origins (`#: src/…`) in each English catalog.
  const catalogOfFile = new Map<string, string>();
  for (const name of listCatalogNames(webRoot)) {
    const english = join(locales, name, 'en.po');
    if (!existsSync(english)) continue;
    for (const match of readFileSync(english, 'utf8').matchAll(/^#: (.+)$/gm)) {
      for (const origin of match[1]!.trim().split(/\s+/)) catalogOfFile.set(join(webRoot, origin), name);
    }
  }

  const resolve = (from: string, specifier: string): string | null => {
    const base = specifier.startsWith('@/')
      ? join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? join(dirname(from), specifier)
        : null;
    if (!base) return null;
    if (/\.tsx?$/.test(base) && existsSync(base)) return base;
    for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
    return null;
  };

  // Parts a screen loads on demand with their own words (lazyWithWords): each has its own entry,
  // and the screens that load them do not wait for their words.
  const parts = lazyParts(src, resolve);

  /** The names a statement takes ('*' for all), e.g. `{ JobCard, type X }` → ['JobCard']. */
  const namesOf = (clause: string): string[] => {
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces) return ['*'];
    return braces[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
  };

  /**
   * Files whose code runs when `entries` load: each import is followed, a feature's index (a
   * barrel of re-exports) only to the files that provide the names taken from it, as the bundle
   * keeps only those. `lazy` also follows import(): a screen's lazily loaded parts show its words too.
   */
  const closure = (entries: string[], lazy: boolean): Set<string> => {
    const seen = new Set<string>();
    const stack: { file: string; names: string[] }[] = entries.map((file) => ({ file, names: ['*'] }));
    const visited = new Set<string>();
    while (stack.length) {
      const { file, names } = stack.pop()!;
      const key = `${file}:${names.join()}`;
      if (visited.has(key)) continue;
      visited.add(key);
      const barrel = /\/index\.tsx?$/.test(file);
      if (!barrel) seen.add(file);
      for (const match of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
        const [, kind, typeOnly, clause = '', specifier, dynamic] = match;
        if (typeOnly) continue;
        if (dynamic && !lazy) continue;
        const target = resolve(file, (specifier ?? dynamic)!);
        if (!target) continue;
        if (dynamic && parts.has(target)) continue;
        const taken = dynamic ? ['*'] : namesOf(clause);
        if (barrel && kind === 'export' && !names.includes('*')) {
          const provided = namesOf(clause);
          const wanted = provided.includes('*') ? names : provided.filter((name) => names.includes(name));
          if (wanted.length) stack.push({ file: target, names: provided.includes('*') ? names : ['*'] });
          continue;
        }
        if (taken.length) stack.push({ file: target, names: taken });
      }
    }
    return seen;
  };

  const catalogsOf = (files: Set<string>) =>
    [
      ...new Set(
        [...files].flatMap((file) => {
          const name = catalogOfFile.get(file);
          return name && name !== 'shell' ? [name] : [];
        }),
      ),
    ].sort();

  const root = ['shell', ...catalogsOf(closure([join(src, 'main.tsx')], false))];
  const router = join(src, 'app/router.tsx');
  const screens: Record<string, string[]> = {};
  for (const part of parts) {
    screens[relative(webRoot, part)] = catalogsOf(closure([part], true)).filter(
      (name) => !root.includes(name),
    );
  }
  for (const match of readFileSync(router, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const file = resolve(router, match[1]!);
    if (!file) continue;
    screens[relative(webRoot, file)] = catalogsOf(closure([file], true)).filter(
      (name) => !root.includes(name),
    );
  }
  return {
    root,
    screens: Object.fromEntries(Object.entries(screens).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** A lazyWithWords call: the part's declared file, then the file its loader imports. */
const LAZY_PART = /lazyWithWords\(\s*['"]([^'"]+)['"]\s*,[^;]*?import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The parts loaded through lazyWithWords, as files. A declared file that is not the one its call
 * imports would load the wrong words, so it fails here (and so screen-catalogs.test.ts).
 */
function lazyParts(src: string, resolve: (from: string, specifier: string) => string | null): Set<string> {
  const parts = new Set<string>();
  for (const file of shippedSourceFiles(src)) {
    for (const [, declared, specifier] of readFileSync(file, 'utf8').matchAll(LAZY_PART)) {
      const imported = resolve(file, specifier!);
      const named = join(dirname(src), declared!);
      if (imported !== named) {
        throw new Error(
          `${relative(dirname(src), file)}: lazyWithWords names ${declared} but imports ${specifier}`,
        );
      }
      parts.add(imported);
    }
  }
  return parts;
}

/** The app's own source files under `src` matching `pattern`: no tests, nothing under a test/ folder. */
export function shippedSourceFiles(src: string, pattern = '**/*.{ts,tsx}'): string[] {
  return globSync(pattern, { cwd: src })
    .filter((path) => !/(^|\/)test\/|\.test\.tsx?$/.test(path))
    .map((path) => join(src, path));
}

function listCatalogNames(webRoot: string): string[] {
  return readdirSync(join(webRoot, 'src/locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
