import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { RESULTS_DIR } from './server.ts';

export type Cell = string | number;

/** A plain-text table, also valid Markdown, so the same lines go to the console and the README. */
export function table(headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((row) => (row[i] ?? '').length)));
  const numeric = headers.map((_, i) =>
    text.every((row) => /^[-+]?[\d,.]+\s*(%|ms|s|KB|x)?$/.test(row[i] ?? '')),
  );
  const cell = (value: string, i: number) =>
    numeric[i] ? value.padStart(widths[i]!) : value.padEnd(widths[i]!);
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headers), rule, ...text.map(line)].join('\n');
}

export function machine(): string {
  const cpu = cpus();
  return `${cpu.length} x ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${process.platform}`;
}

/** Keeps the latest run under bench/results (git-ignored) as JSON and as the printed Markdown. */
export function saveResults(name: string, data: unknown, markdown: string): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(join(RESULTS_DIR, `${name}.md`), `${markdown}\n`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
