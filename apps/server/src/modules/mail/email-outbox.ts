import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import {
  claimQueuedEmail,
  type EmailRequest,
  failInterruptedEmail,
  insertQueuedEmail,
  settleEmail,
} from './email-messages.repository.ts';
import type { MailTransport } from './mail-transport.ts';

const EMAIL_JOB = 'email-message';
interface EmailJob {
  emailId: string;
}
/** Attempts after the first when the SMTP server refuses or times out; then the e-mail is failed. */
const EMAIL_RETRY_LIMIT = 3;

/**
 * E-mail that features queue and a background job sends (decision 058), shaped like the text
 * outbox (decision 055). Guarantee: at most once. A worker claims the row ('sending') before
 * calling the SMTP server and records 'sent' after; an attempt that finds it still 'sending' knows
 * an earlier one stopped between the two (its instance died) and records it failed rather than
 * risk a second copy. A server that answers with an error did not take it: it is retried.
 */
export class EmailOutbox {
  /** False in production without SMTP_URL (decision 058): features offer no e-mail, and none is queued. */
  readonly enabled: boolean;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly transport: MailTransport | undefined,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    /** The send job's declaration: awaited before a transaction (on PGlite it holds the one connection). */
    readonly declared: Promise<void>,
  ) {
    this.enabled = transport !== undefined;
  }

  /**
   * Queues an e-mail in the caller's transaction, with the job that sends it: both commit or
   * neither. Answers false when the dedupe key had an e-mail already, or e-mail is off.
   */
  async queue(tx: Executor, request: EmailRequest): Promise<boolean> {
    if (!this.enabled) return false;
    const id = await insertQueuedEmail(tx, request);
    if (!id) return false;
    await this.jobs.send<EmailJob>(EMAIL_JOB, { emailId: id }, { tx });
    return true;
  }

  /** The job: sends one queued e-mail. */
  async deliver(emailId: string, attempt = 0): Promise<void> {
    if (!this.transport) return; // off: nothing was queued
    const email = await this.claim(emailId);
    if (!email) return;
    try {
      await this.transport.send({
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
        unsubscribeUrl: email.unsubscribe_url,
      });
    } catch (error) {
      const last = attempt >= EMAIL_RETRY_LIMIT;
      await this.settle(emailId, last ? 'failed' : 'queued');
      if (last) {
        this.log.error({ err: error, emailId }, 'e-mail failed on every attempt');
        return;
      }
      throw error; // the queue tries again after its retry delay
    }
    await this.settle(emailId, 'sent');
  }

  private async claim(emailId: string) {
    const claimed = await claimQueuedEmail(this.db, emailId);
    if (claimed) return claimed;
    // Still 'sending': an earlier attempt died mid-send and may have sent it. Never twice.
    if (await failInterruptedEmail(this.db, emailId)) {
      this.log.warn({ emailId }, 'e-mail attempt stopped mid-send; not sent again');
    }
    return undefined;
  }

  private async settle(emailId: string, status: 'queued' | 'sent' | 'failed') {
    await settleEmail(this.db, emailId, status);
  }
}

/** Makes the outbox and registers the job that sends its e-mail (run on instances with workers). */
export function startEmailOutbox(
  db: Db,
  jobs: JobQueue,
  transport: MailTransport | undefined,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): EmailOutbox {
  let outbox: EmailOutbox | undefined;
  const declared = jobs.register<EmailJob>(
    EMAIL_JOB,
    (job, run) => (outbox as EmailOutbox).deliver(job.emailId, run.attempt),
    // Well past the SMTP timeouts (15 s each step): a run this old had its instance die under it.
    { retryLimit: EMAIL_RETRY_LIMIT, retryDelaySeconds: 60, expireInSeconds: 120 },
  );
  declared.catch(() => undefined); // the queue logged why; queue() rejects with it
  outbox = new EmailOutbox(db, jobs, transport, log, declared);
  return outbox;
}
