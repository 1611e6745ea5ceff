import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { OFFLINE_CHROMIUM_FLAGS } from '../../e2e/support/browser.ts';
import { fileSize } from './page-weight.ts';

/** Where a system Chromium or Chrome usually lives on Linux and macOS. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Where `@sparticuz/chromium` (the browser tests' Chromium) unpacks its headless shell. */
const HEADLESS_SHELL = join(tmpdir(), 'chromium');

const INSTALL_HINT = [
  'bench:web needs a full Chromium or Chrome: Lighthouse measures paints, and the headless shell',
  'from @sparticuz/chromium that the browser tests use paints nothing it can measure (NO_FCP).',
  'Install one and run again:',
  '  Debian/Ubuntu:  apt-get install chromium    (as root, after apt-get update)',
  '  any system:     CHROMIUM_PATH=/path/to/chromium-or-chrome npm run bench:web',
].join('\n');

export class MissingChromiumError extends Error {}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

let found: string | undefined;

/**
 * The full Chromium that the page visits and Lighthouse drive: `CHROMIUM_PATH` when set, else the
 * first system Chromium or Chrome found. Throws a MissingChromiumError that says what to install
 * when there is none, or when `CHROMIUM_PATH` names the headless shell.
 */
export function findChromium(): string {
  if (found) return found;
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) {
      throw new MissingChromiumError(
        `CHROMIUM_PATH=${fromEnv} is not an executable file.\n\n${INSTALL_HINT}`,
      );
    }
    if (resolve(fromEnv) === HEADLESS_SHELL) {
      throw new MissingChromiumError(
        `CHROMIUM_PATH=${fromEnv} is the headless shell from @sparticuz/chromium.\n\n${INSTALL_HINT}`,
      );
    }
    found = fromEnv;
    return found;
  }
  found = CANDIDATES.find(isExecutable);
  if (!found) {
    throw new MissingChromiumError(
      `No Chromium found (looked at ${CANDIDATES.join(', ')}).\n\n${INSTALL_HINT}`,
    );
  }
  return found;
}

/** What the browser says it is (`Chromium 142.0.…`), for the results. */
export function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'version unknown';
  }
}

export const CHROME_FLAGS = ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS];

export interface VisitResult {
  path: string;
  finalPath: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  privateLoaded: string[];
}

/**
 * Visits each path as a signed-out visitor in Chromium and lists every script and stylesheet
 * fetched until the network is idle: what a visitor downloads in total, including anything
 * loaded after the first render, and whether any signed-in or admin screen is among it.
 */
export async function visitAsVisitor(
  baseUrl: string,
  paths: string[],
  privateChunks: Map<string, string>,
): Promise<VisitResult[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_FLAGS.slice(1) });
  try {
    const results: VisitResult[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === baseUrl && url.pathname.startsWith('/assets/')) files.push(url.pathname.slice(1));
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle', timeout: 30_000 });
      const jsFiles = files.filter((f) => f.endsWith('.js'));
      results.push({
        path,
        finalPath: new URL(page.url()).pathname,
        jsFiles,
        cssFiles: files.filter((f) => f.endsWith('.css')),
        jsGzip: jsFiles.reduce((sum, f) => sum + fileSize(f).gzip, 0),
        privateLoaded: jsFiles.filter((f) => privateChunks.has(f)).map((f) => privateChunks.get(f)!),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
