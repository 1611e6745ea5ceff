import { type TTheme, themeCss } from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { readPlatformTheme } from './platform-theme.repository.ts';

/** How long a process serves the theme it read before reading it again (other processes publish too). */
const FRESH_MS = 10_000;

/**
 * The published platform theme as a <style> for every page's <head>, so a visitor's first paint is
 * already in it (docs/decisions/033-brand-themes.md). Kept in memory: a page never waits on the
 * database for it. This process updates it on publish; other processes pick it up within
 * FRESH_MS, read in the background while the previous one is still served.
 */
export class PlatformThemeStyle {
  private tag = '';
  private readAt = 0;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads the theme now; a failure keeps the previous one (the default at start) and is logged. */
  refresh(): Promise<void> {
    this.reading ??= readPlatformTheme(this.db)
      .then(({ theme }) => this.set(theme))
      .catch((error: unknown) => this.log.warn({ err: error }, 'platform theme could not be read'))
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  set(theme: TTheme | null): void {
    this.tag = theme ? `<style id="platform-theme">\n${themeCss(theme)}</style>` : '';
    this.readAt = Date.now();
  }

  /** The <style> element, or '' for the default theme (index.css already is it). */
  styleTag(): string {
    if (Date.now() - this.readAt > FRESH_MS) void this.refresh();
    return this.tag;
  }
}
