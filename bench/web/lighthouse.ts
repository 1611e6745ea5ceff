import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { RESULTS_DIR } from '../lib/server.ts';
import { CHROME_FLAGS, findChromium, MissingChromiumError } from './browser-check.ts';

export interface LighthouseResult {
  page: string;
  url: string;
  /** The Lighthouse version that measured it (from the report). */
  lighthouseVersion: string;
  runs: number;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, to show the spread. */
  performanceRuns: number[];
  /** Audits that cost points, for the README's explanation of a gap. */
  failing: string[];
}

interface Lhr {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; numericValue?: number; displayValue?: string }
  >;
}

/**
 * Lighthouse's default configuration is the mobile preset: a mid-range phone's screen, 4x CPU
 * slowdown and simulated slow 4G. Each page is measured `runs` times; the run with the median
 * performance score is reported (Lighthouse varies run to run, more so on a busy machine).
 */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  runs: number,
): Promise<LighthouseResult[]> {
  const reportDir = join(RESULTS_DIR, 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const lhrs: { lhr: Lhr; html: string }[] = [];
    // A run Lighthouse itself reports as failed (a lost trace on a busy machine) is retried, a bounded number of times.
    for (let attempt = 0; lhrs.length < runs; attempt++) {
      if (attempt >= runs + 3) throw new Error(`Lighthouse kept failing on ${page.url}`);
      const lhr = await runOnce(page.url);
      if (lhr) lhrs.push(lhr);
    }
    const scores = lhrs.map(({ lhr }) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
    const byScore = scores.map((score, index) => ({ score, index })).sort((a, b) => a.score - b.score);
    const chosen = lhrs[byScore[Math.floor((byScore.length - 1) / 2)]!.index]!;
    writeFileSync(join(reportDir, `${page.name.replace(/\W+/g, '-')}.html`), chosen.html);
    const { lhr } = chosen;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    results.push({
      page: page.name,
      url: page.url,
      lighthouseVersion: lhr.lighthouseVersion,
      runs,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      performanceRuns: scores,
      failing: failingAudits(lhr),
    });
  }
  return results;
}

/** One run in a fresh browser, as the Lighthouse CLI does: no state carried between runs. */
async function runOnce(url: string): Promise<{ lhr: Lhr; html: string } | null> {
  const chromePath = findChromium();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr as (Lhr & { runtimeError?: { code: string; message: string } }) | undefined;
    // No first paint at all is the browser, not the page: retrying would fail the same way.
    if (lhr?.runtimeError?.code === 'NO_FCP') {
      throw new MissingChromiumError(
        `Lighthouse saw no paint on ${url} in ${chromePath} (NO_FCP). Use a full Chromium: ` +
          'apt-get install chromium, or CHROMIUM_PATH=/path/to/chromium-or-chrome.',
      );
    }
    if (!lhr || lhr.runtimeError) {
      console.warn(`Lighthouse run failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}; retrying`);
      return null;
    }
    return { lhr, html: String(result!.report) };
  } finally {
    chrome.kill();
  }
}

function failingAudits(lhr: Lhr): string[] {
  const failing: string[] = [];
  for (const category of ['performance', 'accessibility']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        failing.push(`${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  return failing;
}
