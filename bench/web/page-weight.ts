import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ScreenCatalogs } from '../../apps/web/src/locales/screen-catalogs.ts';
import { ROOT } from '../lib/server.ts';

const WEB_DIST = join(ROOT, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screen module each public route lazily loads (apps/web/src/app/router.tsx). /businesses is
 * a signed-in screen: a visitor gets the guard's redirect to /login, so that is what they load;
 * the directory's own weight is reported as a separate row for signed-in users.
 */
const PUBLIC_ROUTES: { route: string; modules: string[]; note?: string }[] = [
  { route: '/', modules: ['src/features/marketing/pages/home-page.tsx'] },
  { route: '/jobs', modules: ['src/app/pages/jobs-page.tsx'] },
  { route: '/jobs/{id}', modules: ['src/app/pages/job-page.tsx'] },
  {
    route: '/businesses',
    modules: ['src/features/auth/pages/login-page.tsx'],
    note: 'visitor: redirected to /login',
  },
  {
    route: '/businesses',
    modules: ['src/features/businesses/pages/business-directory-page.tsx'],
    note: 'signed in',
  },
  { route: '/login', modules: ['src/features/auth/pages/login-page.tsx'] },
];

/** Screens only signed-in users or admins reach; public visitors must never download them. */
const PRIVATE_MODULES = [
  'src/features/admin/pages/admin-page.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
  'src/features/job-posting/pages/post-job-page.tsx',
  'src/features/profile/pages/profile-page.tsx',
  'src/features/settings/pages/settings-page.tsx',
  'src/features/business-setup/pages/add-business-page.tsx',
  'src/features/businesses/pages/business-analytics-page.tsx',
  'src/features/businesses/pages/business-directory-page.tsx',
  'src/features/applications/pages/my-applications-page.tsx',
  'src/features/applications/pages/job-applicants-page.tsx',
];

/**
 * The languages measured: every route in each. Before its first render a page also loads its
 * words in its language: the catalogs src/locales/screen-catalogs.json names. The contract's
 * catalog loads beside the first render, not before it (decision 071's addendum), so it is not
 * counted here.
 */
const MEASURED_LOCALES = ['en', 'es', 'fr', 'pt'];

/** The catalogs a route loads before its first render: the root's and its screens' (decision 071). */
function wordsOf(manifest: Manifest, locale: string, modules: string[]): string[] {
  const screens = JSON.parse(
    readFileSync(join(ROOT, 'apps/web/src/locales/screen-catalogs.json'), 'utf8'),
  ) as ScreenCatalogs;
  const names = new Set([...screens.root, ...modules.flatMap((module) => screens.screens[module] ?? [])]);
  return [...names].map((name) => `src/locales/${name}/${locale}.po`).filter((key) => manifest[key]);
}

export interface RouteWeight {
  route: string;
  locale: string;
  note: string;
  jsFiles: string[];
  cssFiles: string[];
  jsRaw: number;
  jsGzip: number;
  cssGzip: number;
}

export function readManifest(): Manifest {
  const path = join(WEB_DIST, '.vite/manifest.json');
  if (!existsSync(path))
    throw new Error(`${path} is missing: build.manifest must be on in apps/web/vite.config.ts`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
export function fileSize(file: string): { raw: number; gzip: number } {
  let size = gzipCache.get(file);
  if (!size) {
    const bytes = readFileSync(join(WEB_DIST, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically: what must arrive before it can run. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest; update bench/web/page-weight.ts`);
    seen.add(key);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * JavaScript and CSS before first render: the entry (index.html's script and its static
 * imports) plus the route's lazily loaded screen and its static imports; the router renders
 * nothing until that screen has arrived.
 */
export function routeWeights(manifest: Manifest = readManifest()): RouteWeight[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const rows = MEASURED_LOCALES.flatMap((locale) => PUBLIC_ROUTES.map((row) => ({ ...row, locale })));
  return rows.map(({ route, modules, note, locale }) => {
    const keys = staticClosure(manifest, [entry, ...modules, ...wordsOf(manifest, locale, modules)]);
    const jsFiles = [...keys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
    const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
    return {
      route,
      locale,
      note: note ?? '',
      jsFiles,
      cssFiles,
      jsRaw: jsFiles.reduce((sum, f) => sum + fileSize(f).raw, 0),
      jsGzip: jsFiles.reduce((sum, f) => sum + fileSize(f).gzip, 0),
      cssGzip: cssFiles.reduce((sum, f) => sum + fileSize(f).gzip, 0),
    };
  });
}

/** The chunk files of the signed-in and admin screens (not the libraries they share). */
export function privateChunkFiles(manifest: Manifest = readManifest()): Map<string, string> {
  return new Map(PRIVATE_MODULES.filter((m) => manifest[m]).map((m) => [manifest[m]!.file, m]));
}
