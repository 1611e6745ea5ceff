import type { AppConfig } from './config/app-config.ts';
import type { Database, Db } from './db/client.ts';
import type { BillingService } from './modules/billing/index.ts';
import type { Geocoding } from './modules/geocoding/index.ts';
import type { EmailOutbox } from './modules/mail/index.ts';
import type { TextOutbox, TextReplyRouter } from './modules/notifications/index.ts';
import type { PlatformThemeStyle } from './modules/themes/index.ts';
import type { JobQueue } from './queue/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** The time calendar rules read: quiet hours, digests (the real clock but in tests, see buildApp). */
    clock: () => Date;
    /** Background jobs shared by every instance (src/queue, decision 055). */
    jobs: JobQueue;
    /** Text messages for features to queue (modules/notifications, decision 055). */
    textOutbox: TextOutbox;
    /** Features' handling of ordinary replies to our texts (modules/notifications, decision 087). */
    textReplies: TextReplyRouter;
    /** Finds a saved business's point from its address, on the job queue (decision 064). */
    geocoding: Geocoding;
    /** Billing through Stripe: the trial, quantity, webhooks and the unpaid rules (decision 067). */
    billing: BillingService;
    /** E-mail for features to queue (modules/mail, decision 058). */
    emailOutbox: EmailOutbox;
    /** The published platform theme's <style> for every page's <head>. */
    platformThemeStyle: PlatformThemeStyle;
  }
}
