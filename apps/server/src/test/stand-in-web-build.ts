import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>App</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js"></head>' +
  '<body><div id="root"></div><noscript>Needs JavaScript.</noscript></body></html>';

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/features/jobs/pages/jobs-page.tsx': {
    file: 'assets/jobs-page.js',
    imports: ['_react.js', '_input.js'],
  },
  '_input.js': { file: 'assets/input.js' },
};

// A stand-in for the web build's server entry: it shows what the server handed it.
const ENTRY = `
export async function renderPage(url, jobs, locale) {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/login') return null;
  const id = pathname.startsWith('/jobs/') ? pathname.slice(6) : null;
  const data = id ? await jobs.job(id) : pathname === '/jobs'
    ? await jobs.list({ title_search: searchParams.get('title_search') ?? undefined }) : null;
  globalThis.standInRenderCount = (globalThis.standInRenderCount ?? 0) + 1;
  return {
    html: '<p>' + pathname + ' ' + JSON.stringify(data).replaceAll('<', '&lt;') + '</p><i data-locale="' + locale + '"></i>',
    state: JSON.stringify({ path: pathname }),
    modules: ['src/features/jobs/pages/jobs-page.tsx'],
  };
}
export async function renderScriptlessFrame(url, locale, notFound) {
  return '<p>frame ' + new URL(url).pathname + ' ' + locale + ' ' + notFound + '</p>';
}`;

declare global {
  /** Pages the stand-in entry has rendered in this process. */
  var standInRenderCount: number | undefined;
}

/** Pages the stand-in web build's entry has rendered so far, in this process. */
export const standInRenders = () => globalThis.standInRenderCount ?? 0;

/**
 * A web build for server tests (WEB_DIST_DIR): an index.html, a manifest, and a server entry that
 * shows, as its page, what the server handed it (the path and the data it read), in place of the
 * React app. Answers the dist directory.
 */
export function standInWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'perks-web-'));
  const webDist = join(root, 'dist');
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), ENTRY);
  return webDist;
}
