import {
  CONSENT_WORDS,
  type ConsentScreen,
  type Locale,
  type TextKind,
  type TTextConsent,
} from '@perks/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { textConsents } from '../../db/schema/index.ts';

export interface ConsentEvent {
  phone: string;
  kind: TextKind;
  granted: boolean;
  screen: ConsentScreen;
  locale: Locale | null;
  ip: string | null;
}

type ConsentRow = typeof textConsents.$inferSelect;

const toConsent = (row: ConsentRow): TTextConsent => ({
  granted: row.granted,
  at: row.created_at.toISOString(),
  screen: row.screen,
  words: row.words,
  words_version: row.words_version,
  ip: row.ip,
});

async function latestRow(db: Executor, phone: string, kind: TextKind): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(textConsents)
    .where(and(eq(textConsents.phone, phone), eq(textConsents.kind, kind)))
    .orderBy(desc(textConsents.created_at))
    .limit(1);
  return row;
}

/**
 * Records a consent given or taken back, with the screen's words of the day (decision 085). The
 * same consent again (same answer, screen and words' version) adds no row: a sign-in code asked
 * for every day is one consent, not one a day.
 */
export async function recordConsent(db: Executor, event: ConsentEvent): Promise<void> {
  const { version, words } = CONSENT_WORDS[event.screen];
  const latest = await latestRow(db, event.phone, event.kind);
  if (
    latest &&
    latest.granted === event.granted &&
    latest.screen === event.screen &&
    latest.words_version === version
  ) {
    return;
  }
  await db.insert(textConsents).values({ ...event, words, words_version: version });
}

/** The newest consent of each kind the phone has one for. */
export async function latestConsents(db: Executor, phone: string): Promise<Map<string, TTextConsent>> {
  const rows = await db
    .select()
    .from(textConsents)
    .where(eq(textConsents.phone, phone))
    .orderBy(desc(textConsents.created_at));
  const latest = new Map<string, TTextConsent>();
  for (const row of rows) if (!latest.has(row.kind)) latest.set(row.kind, toConsent(row));
  return latest;
}

/** A consent given on a screen of the app (sign-in, apply, job alerts): recorded, never refused. */
export function recordOptIn(db: Executor, event: Omit<ConsentEvent, 'granted'>): Promise<void> {
  return recordConsent(db, { ...event, granted: true });
}
