import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';

// Flags for a headless browser on a machine with no network but loopback: without the
// background-networking ones Chromium keeps trying (and failing) to reach Google's hosts.
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Which Chromium the browser tests drive (docs/decisions/006-browser-tests.md):
 * 1. `CHROMIUM_PATH`, when set (a system Chromium or Chrome);
 * 2. on Linux x64, the Chromium that `npm install` brings inside `@sparticuz/chromium`, so a fresh
 *    machine needs no system browser and no download;
 * 3. elsewhere (macOS, Windows, arm64), Playwright's own browser (`npx playwright install chromium`).
 */
export async function browserLaunchOptions(): Promise<LaunchOptions> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { executablePath: fromEnv, args: OFFLINE_CHROMIUM_FLAGS };
  if (process.platform !== 'linux' || process.arch !== 'x64') return { args: OFFLINE_CHROMIUM_FLAGS };

  const { default: chromium } = await import('@sparticuz/chromium');
  const executablePath = await chromium.executablePath();
  // The package unpacks its fonts next to the binary; without them pages render with no glyphs.
  const fonts = join(tmpdir(), 'fonts');
  if (existsSync(fonts)) process.env.FONTCONFIG_PATH ??= fonts;
  return { executablePath, args: OFFLINE_CHROMIUM_FLAGS };
}
