import {
  ANALYTICS_TIME_ZONE,
  IDEMPOTENCY_KEY_TTL_HOURS,
  RETENTION,
  type TConfiguredRetention,
} from '@perks/contract';
import { and, inArray, lt, lte, max, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  cardCodeUses,
  dataExports,
  emailMessages,
  idempotencyKeys,
  inboundTexts,
  otpChallenges,
  otpEvents,
  pageViewDays,
  pageViewMonths,
  pageViewPageDays,
  pageViews,
  refreshSessions,
  requestEvents,
  textMessages,
  textPrompts,
} from '../../db/schema/index.ts';

// Any fixed number: with several instances, one prunes while the others skip that round.
export const RETENTION_LOCK_ID = 72_041_208;

/**
 * The periods set in the configuration (TEXT_MESSAGE_RETENTION_DAYS, EMAIL_MESSAGE_RETENTION_DAYS,
 * PAGE_VIEW_RETENTION_DAYS): how long a text or an e-mail is kept once it is done with (sent,
 * skipped or failed; one still queued, held or being sent is never pruned), and how many days
 * of page-view counters analytics can still read.
 */
export type ConfiguredRetention = TConfiguredRetention;

/** Texts and e-mails in these states are done: nothing will send them any more. */
const FINISHED_TEXTS = ['sent', 'skipped', 'failed'] as const;
const FINISHED_EMAILS = ['sent', 'failed'] as const;

export interface PruneCounts {
  dataExports: number;
  codes: number;
  signInEvents: number;
  sessions: number;
  idempotencyKeys: number;
  formEvents: number;
  cardCodeUses: number;
  inboundTexts: number;
  textPrompts: number;
  textMessages: number;
  emailMessages: number;
  pageViews: number;
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Deletes an outbox's messages (texts or e-mails) that are done and last changed before the
 * period; a queued or held one is never done. Answers how many went.
 */
async function pruneFinished(
  tx: Tx,
  outbox: typeof textMessages | typeof emailMessages,
  finished: readonly string[],
  days: number,
): Promise<number> {
  const gone = await tx
    .delete(outbox)
    // The two tables' status columns differ in their values, not in how they are compared.
    .where(and(inArray(outbox.status as AnyPgColumn, [...finished]), lt(outbox.updated_at, daysAgo(days))))
    .returning({ id: outbox.id });
  return gone.length;
}

/**
 * Deletes what no rule reads any more: expired one-time codes, old sign-in events, sign-ins that
 * ended (expired or revoked) long ago, idempotency keys past their replay window, and old form
 * events, old first checks of member card codes, the ids of replies to our texts acted on long ago,
 * and old numbered questions about replies. (Used proof-of-work challenges are swept by the challenge module on each use.) Returns null
 * when another instance holds the pruning lock. Finished texts and e-mails, and page-view counters,
 * go after the configured periods.
 */
export async function pruneExpiredRecords(db: Db, kept: ConfiguredRetention): Promise<PruneCounts | null> {
  return db.transaction(async (tx) => {
    // Both engines answer raw SQL with `{ rows }`; the Db type leaves the result shape open.
    const locking = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    const [lock] = locking.rows;
    if (!lock?.locked) return null;

    const codes = await tx
      .delete(otpChallenges)
      .where(lt(otpChallenges.expires_at, daysAgo(RETENTION.expiredCodesDays)))
      .returning({ id: otpChallenges.id });
    const signInEvents = await tx
      .delete(otpEvents)
      .where(lt(otpEvents.created_at, daysAgo(RETENTION.signInEventsDays)))
      .returning({ id: otpEvents.id });
    // A sign-in is removed whole, never a part of it, so refresh-token reuse detection keeps every
    // token of a sign-in that is still alive.
    const endedFamilies = tx
      .select({ family_id: refreshSessions.family_id })
      .from(refreshSessions)
      .groupBy(refreshSessions.family_id)
      .having(
        or(
          lt(max(refreshSessions.family_expires_at), daysAgo(RETENTION.expiredSessionsDays)),
          lt(max(refreshSessions.revoked_at), daysAgo(RETENTION.revokedSessionsDays)),
        ),
      );
    const sessions = await tx
      .delete(refreshSessions)
      .where(inArray(refreshSessions.family_id, endedFamilies))
      .returning({ id: refreshSessions.id });
    const keys = await tx
      .delete(idempotencyKeys)
      .where(
        lt(idempotencyKeys.created_at, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`),
      )
      .returning({ key: idempotencyKeys.key });

    const formEvents = await tx
      .delete(requestEvents)
      .where(lt(requestEvents.created_at, daysAgo(RETENTION.formEventsDays)))
      .returning({ id: requestEvents.id });

    const codeUses = await tx
      .delete(cardCodeUses)
      .where(lt(cardCodeUses.first_seen_at, daysAgo(RETENTION.cardCodeUsesDays)))
      .returning({ step: cardCodeUses.step });

    const replies = await tx
      .delete(inboundTexts)
      .where(lt(inboundTexts.received_at, daysAgo(RETENTION.inboundTextsDays)))
      .returning({ id: inboundTexts.message_id });
    const prompts = await tx
      .delete(textPrompts)
      .where(lt(textPrompts.created_at, daysAgo(RETENTION.textPromptsDays)))
      .returning({ id: textPrompts.id });
    const texts = await pruneFinished(tx, textMessages, FINISHED_TEXTS, kept.textMessagesDays);
    const emails = await pruneFinished(tx, emailMessages, FINISHED_EMAILS, kept.emailMessagesDays);
    // Counters are per Portland day, as analytics reads them.
    const viewsCut = sql`(now() at time zone ${ANALYTICS_TIME_ZONE})::date - ${kept.pageViewsDays}::int`;
    const views = await tx
      .delete(pageViews)
      .where(lt(pageViews.day, viewsCut))
      .returning({ day: pageViews.day });
    // Their roll-ups (decision 089) by the same cut: a day's totals with its day, a month's once
    // its last day is past the cut.
    await tx.delete(pageViewDays).where(lt(pageViewDays.day, viewsCut));
    await tx.delete(pageViewPageDays).where(lt(pageViewPageDays.day, viewsCut));
    await tx.delete(pageViewMonths).where(lte(sql`${pageViewMonths.month} + interval '1 month'`, viewsCut));

    // A download of a person's data (decision 105) goes when its link expires.
    const downloads = await tx
      .delete(dataExports)
      .where(lt(dataExports.expires_at, sql`now()`))
      .returning({ id: dataExports.id });

    return {
      dataExports: downloads.length,
      textMessages: texts,
      emailMessages: emails,
      pageViews: views.length,
      formEvents: formEvents.length,
      cardCodeUses: codeUses.length,
      inboundTexts: replies.length,
      textPrompts: prompts.length,
      codes: codes.length,
      signInEvents: signInEvents.length,
      sessions: sessions.length,
      idempotencyKeys: keys.length,
    };
  });
}
