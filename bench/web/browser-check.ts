import { chromium } from '@playwright/test';
import { fileSize } from './page-weight.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
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
