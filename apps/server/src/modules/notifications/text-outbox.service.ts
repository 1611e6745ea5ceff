import {
  SERVICE_CONTACT,
  TEXT_INTRO,
  TEXT_KIND_LABELS,
  type Translate,
  textKindOfCategory,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/app-config.ts';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import {
  assertTextable,
  releaseSlot,
  type SmsProvider,
  type TakenSlot,
  takeOutboxSlot,
} from '../auth/index.ts';
import { nextSendTime, portlandDay } from './quiet-hours.ts';
import * as texts from './text-outbox.repository.ts';

const TEXT_JOB = 'text-message';
interface TextJob {
  textId: string;
}

/** Attempts after the first when the gateway refuses a text; then it is recorded as failed. */
const TEXT_RETRY_LIMIT = 3;
/** Texts of one category one phone gets per Portland day unless the feature asks for fewer. */
const DEFAULT_TEXTS_PER_DAY = 3;
/** A text that found the hourly cap full tries again this much later. */
const CAP_FULL_WAIT_MS = 10 * 60_000;

export interface TextRequest {
  /** Whom to text: an account (its phone is looked up) or a phone number in E.164. */
  to: { userId: string } | { phone: string };
  /**
   * The text, or a function writing it with a translator into the recipient's saved language
   * (the account on that phone; English when none chose one).
   */
  body: string | ((t: Translate) => string);
  /** The kind of text ('application-status', ...): limits and STOP apply per category. */
  category: string;
  /** One text per key, ever: asking again answers the first text's record. */
  dedupeKey: string;
  perDayLimit?: number;
}

export interface TextOutcome {
  id: string;
  status: texts.TextMessage['status'];
  reason: texts.TextMessage['reason'];
  sendAfter: Date;
  /** The dedupe key had a text already; nothing new was queued. */
  duplicate: boolean;
}

export interface OutboxDeps {
  db: Db;
  jobs: JobQueue;
  sms: SmsProvider;
  config: Pick<AppConfig, 'SMS_ALLOWED_COUNTRIES' | 'SMS_MAX_PER_HOUR'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now?: () => Date;
}

/** 'Industry Perks texts: Job alerts. Msg & data rates may apply. Reply STOP to stop, HELP for help.' */
function introOf(t: Translate, category: string): string | null {
  const label = (TEXT_KIND_LABELS as Record<string, string | undefined>)[textKindOfCategory(category)];
  return label ? t(TEXT_INTRO, { name: SERVICE_CONTACT.name, kind: t(label) }) : null;
}

const outcome = (text: texts.TextMessage, duplicate: boolean): TextOutcome => ({
  id: text.id,
  status: text.status,
  reason: text.reason,
  sendAfter: text.send_after,
  duplicate,
});

/**
 * Text messages that features queue and a background job sends (decision 055): held through
 * Portland's quiet hours, limited per person, category and day, one per dedupe key, never after
 * STOP, within the service's hourly SMS cap, and recorded whatever became of them.
 *
 * Guarantee: at most once. A worker claims a text ('sending') before calling the gateway and
 * records 'sent' after; an attempt that finds a text still 'sending' knows an earlier one stopped
 * between the two and records it 'failed: interrupted' instead of sending it again, since it may
 * have gone. A gateway that answers with an error did not send it: that text is retried.
 */
export class TextOutbox {
  private readonly now: () => Date;

  constructor(
    private readonly deps: OutboxDeps,
    /** The send job's declaration: awaited before a transaction, which on PGlite holds the one connection. */
    private readonly declared: Promise<void> = Promise.resolve(),
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async queueText(request: TextRequest): Promise<TextOutcome> {
    await this.declared;
    const { db } = this.deps;
    const phone = 'phone' in request.to ? request.to.phone : await texts.phoneOfUser(db, request.to.userId);
    if (!phone) throw new Error('queueText: no phone for that person');
    const known = await texts.findByDedupeKey(db, request.dedupeKey);
    if (known) return outcome(known, true);
    const t = translatorForLocale((await texts.languageOfPhone(db, phone)) ?? 'en');
    const written = typeof request.body === 'string' ? request.body : request.body(t);
    let body = written;

    // The per-day limit counts then inserts: one lock per phone and category (decision 050).
    const queued = await withBudget(db, [`texts:${phone}:${request.category}`], async (tx) => {
      const now = this.now();
      const sendAfter = nextSendTime(now);
      const sendDay = portlandDay(sendAfter);
      const refusal = await this.refusal(tx, phone, request, sendDay);
      // The first text of its kind to the number says who is writing and how to stop (decision 085).
      const intro =
        !refusal && (await texts.introduce(tx, phone, textKindOfCategory(request.category)))
          ? introOf(t, request.category)
          : null;
      body = intro ? `${intro} ${written}` : written;
      const inserted = await texts.insertText(tx, {
        user_id: 'userId' in request.to ? request.to.userId : null,
        phone,
        category: request.category,
        body,
        dedupe_key: request.dedupeKey,
        status: refusal ? 'skipped' : sendAfter > now ? 'held' : 'queued',
        reason: refusal ?? null,
        send_after: sendAfter,
        send_day: sendDay,
      });
      if (!inserted) {
        // The same key, queued at this moment under another phone's or category's lock.
        const taken = await texts.findByDedupeKey(tx, request.dedupeKey);
        if (!taken) throw new Error('queueText: dedupe key taken but not found');
        return outcome(taken, true);
      }
      // In the same transaction: the text and the job that sends it commit together or not at all.
      if (!refusal) await this.sendJob(tx, inserted.id, sendAfter);
      return outcome(inserted, false);
    });
    // Once committed: a development console shows a held text now, not at 08:00.
    if (queued.status === 'held' && !queued.duplicate) this.deps.sms.held?.(phone, body, queued.sendAfter);
    return queued;
  }

  /** Records a STOP reply: no more texts of the category to the phone. */
  optOut(phone: string, category: string): Promise<void> {
    return texts.optOut(this.deps.db, phone, category);
  }

  private async refusal(tx: Tx, phone: string, request: TextRequest, sendDay: string) {
    if (await texts.isOptedOut(tx, phone, request.category)) return 'opted_out' as const;
    try {
      assertTextable(phone, this.deps.config.SMS_ALLOWED_COUNTRIES);
    } catch (error) {
      if (error instanceof AppError) return 'destination_refused' as const;
      throw error;
    }
    const limit = request.perDayLimit ?? DEFAULT_TEXTS_PER_DAY;
    if ((await texts.textsOnDay(tx, phone, request.category, sendDay)) >= limit)
      return 'daily_limit' as const;
    return undefined;
  }

  /** The job: sends one text if it may go now, or puts it back to wait. */
  async deliver(textId: string, attempt = 0): Promise<void> {
    const { db, sms, log } = this.deps;
    // The claim and the slot of the service-wide SMS cap it spends commit together.
    const claimed = await db.transaction((tx) => this.claim(tx, textId));
    if (!claimed) return;
    const { text, slot } = claimed;
    try {
      await sms.send(text.phone, text.body);
    } catch (error) {
      await releaseSlot(db, slot); // the gateway did not take it: it cost nothing
      if (attempt >= TEXT_RETRY_LIMIT) {
        await texts.settleUnsent(db, text.id, 'failed', 'gateway_refused');
        log.error({ err: error, textId }, 'text message failed on every attempt');
        return;
      }
      await texts.requeue(db, text.id, {
        status: 'queued',
        sendAfter: text.send_after,
        sendDay: text.send_day,
      });
      throw error; // the queue tries again after its retry delay
    }
    await texts.markSent(db, text.id);
  }

  /**
   * The text, claimed for sending with the cap's slot it spends; undefined when it is settled,
   * skipped now, or put back to wait.
   */
  private async claim(
    tx: Tx,
    textId: string,
  ): Promise<{ text: texts.TextMessage; slot: TakenSlot } | undefined> {
    const text = await texts.findText(tx, textId);
    if (!text) return undefined; // deleted with its person
    if (text.status === 'sending') {
      await texts.settleUnsent(tx, text.id, 'failed', 'interrupted');
      this.deps.log.warn({ textId }, 'text message attempt stopped mid-send; not sent again');
      return undefined;
    }
    if (text.status !== 'queued' && text.status !== 'held') return undefined;
    if (await texts.isOptedOut(tx, text.phone, text.category)) {
      await texts.settleUnsent(tx, text.id, 'skipped', 'opted_out');
      return undefined;
    }
    const now = this.now();
    // Not yet its time (a clock ahead of ours), or its time came back round into quiet hours.
    const sendAt = now < text.send_after ? text.send_after : nextSendTime(now);
    if (sendAt > now) return this.wait(tx, text, 'held', sendAt);
    const slot = await takeOutboxSlot(tx, this.deps.config.SMS_MAX_PER_HOUR);
    if (!slot) {
      this.deps.log.warn({ textId }, 'SMS hourly cap reached: text message waits');
      return this.wait(tx, text, 'queued', new Date(now.getTime() + CAP_FULL_WAIT_MS));
    }
    if (await texts.claimForSending(tx, text.id)) return { text, slot };
    await releaseSlot(tx, slot); // another attempt has the text, and its own slot
    return undefined;
  }

  private async wait(tx: Tx, text: texts.TextMessage, status: 'queued' | 'held', sendAfter: Date) {
    await texts.requeue(tx, text.id, { status, sendAfter, sendDay: portlandDay(sendAfter) });
    await this.sendJob(tx, text.id, sendAfter);
    return undefined;
  }

  /**
   * The job that sends a text, in the caller's transaction. The queue counts the wait on its own
   * clock: the same as ours in production, while a test that sets the time of day here still gets
   * jobs that are due now, or in hours, as the queue sees it.
   */
  private sendJob(tx: Tx, textId: string, sendAfter: Date) {
    const startAfter = new Date(Date.now() + Math.max(0, sendAfter.getTime() - this.now().getTime()));
    return this.deps.jobs.send<TextJob>(TEXT_JOB, { textId }, { tx, startAfter });
  }
}

/** Makes the outbox and registers the job that sends its texts (run on instances with workers). */
export function startTextOutbox(deps: OutboxDeps): TextOutbox {
  let outbox: TextOutbox | undefined;
  // Declared once the queue has started (it may be waiting for the database); texts wait for it.
  const declared = deps.jobs.register<TextJob>(
    TEXT_JOB,
    (job, run) => (outbox as TextOutbox).deliver(job.textId, run.attempt),
    {
      retryLimit: TEXT_RETRY_LIMIT,
      retryDelaySeconds: 60,
      // Well past the gateway's 10 s timeout: a run this old had its instance die under it.
      expireInSeconds: 120,
    },
  );
  declared.catch(() => undefined); // the queue logged why; queueText rejects with it
  outbox = new TextOutbox(deps, declared);
  return outbox;
}
