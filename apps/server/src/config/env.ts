import { AI_LIMITS, CONFIGURED_RETENTION, DEFAULT_AI_MODEL } from '@perks/contract';
import { isSupportedCountry } from 'libphonenumber-js/max';
import { z } from 'zod';
import { estimatedEntropyBits, MIN_SECRET_ENTROPY_BITS } from './secret-strength.ts';
import { trustProxyProblem } from './trust-proxy.ts';

/**
 * The whole configuration, parsed once at start. Every key is listed in docs/configuration.md with its
 * default. With nothing set the app runs on the embedded database with console SMS.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * How long a stopping instance keeps serving in production (decision 022). nginx's upstream
 * keep-alive timeout (deploy/render-nginx-conf.mjs) must stay shorter; deploy-nginx.test.ts checks.
 */
export const PRODUCTION_SHUTDOWN_GRACE_MS = 5000;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * GET /metrics (Prometheus text) is off unless one of these is set: a bearer token it then
     * requires, or a port of its own it is then served on alone (decision 081).
     */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    /**
     * Traces over OTLP/HTTP to this collector (its base URL; spans go to `<url>/v1/traces`) when set,
     * none otherwise. The entry (server.ts) reads it before this parse, to start tracing before the
     * app loads; it is here so that a value that is not a URL stops the start (decision 092).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    /** The service's name in traces (`perks` when unset). */
    OTEL_SERVICE_NAME: z.string().min(1).max(100).optional(),
    /** Public origin of the site, used for absolute links (sitemap, Open Graph) and Origin checks. */
    PUBLIC_URL: z.url().optional(),
    /** The site's account on X ('@name'): link previews name it (twitter:site and twitter:creator). */
    X_ACCOUNT: z
      .string()
      .regex(/^@\w{1,15}$/, "must be an X account name such as '@IndustryPerks'")
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    /** PostgreSQL cancels a statement running longer than this (the server still answers). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    /** The pool gives up on a query whose answer has not arrived (the server or network is gone). */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    SEED_DEMO_DATA: booleanString.default(true),
    /**
     * Numbers that may become the first admin: a listed number signing in is made admin only while
     * no active admin exists, with an audit row (decision 053); the demo seed makes them admins too.
     */
    ADMIN_PHONES: csv.default(['+12075550100']),
    TRUST_PROXY: z.string().default('false'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    /** How often expired codes, old sign-in events, ended sign-ins and old idempotency keys are pruned. */
    RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /**
     * Days a text is kept after it was sent, skipped or failed (queued and held ones always stay).
     * At least 31: a STOP reply looks back 30 days for the text it answers.
     */
    TEXT_MESSAGE_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(CONFIGURED_RETENTION.textMessagesDays.min)
      .default(CONFIGURED_RETENTION.textMessagesDays.default),
    /** Days an e-mail is kept after it was sent or failed (queued ones always stay). */
    EMAIL_MESSAGE_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(CONFIGURED_RETENTION.emailMessagesDays.min)
      .default(CONFIGURED_RETENTION.emailMessagesDays.default),
    /**
     * Days of page-view counters kept. At least two of the longest analytics period: the period
     * and the one it is compared with.
     */
    PAGE_VIEW_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(CONFIGURED_RETENTION.pageViewsDays.min)
      .default(CONFIGURED_RETENTION.pageViewsDays.default),
    /**
     * One client network's share of an instance (decision 077): requests worked on at once, and
     * requests that may wait for a turn; past both it is answered 429 at once.
     */
    NETWORK_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(16),
    NETWORK_WAITING_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(256),
    /**
     * New requests are answered 503 while the event loop's mean delay is above this (ms). Unset:
     * 1000 on PostgreSQL, off on the embedded database, whose queries run on the event loop itself.
     * 0 turns it off.
     */
    SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    SHED_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** Whole request head, and whole request with its body: a client trickling bytes is cut here. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    /** After SIGTERM: serve on while /health tells the balancer (production default 5000, else 0). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * While draining, answer GET and HEAD (health checks aside) with 503 instead of serving them, so
     * a balancer that checks instances only passively (open-source nginx: deploy/README.md) retries
     * them on another instance and stops choosing this one before it stops listening. Off: a
     * balancer that polls /health/ready has already stopped sending here (decision 094).
     */
    DRAIN_REFUSES_READS: booleanString.default(false),
    WEB_DIST_DIR: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_ISSUER: z.string().min(1).default('industry-perks'),
    JWT_AUDIENCE: z.string().min(1).default('industry-perks-web'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    REFRESH_FAMILY_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    OTP_LENGTH: z.enum(['4', '6']).default('4').transform(Number),
    SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_ACCOUNT_SID: z.string().optional(),
    SMS_HTTP_AUTH_TOKEN: z.string().optional(),
    SMS_FROM: z.string().optional(),
    /** Countries (ISO 3166 codes) whose numbers may be sent codes: SMS pumping pays by destination. */
    SMS_ALLOWED_COUNTRIES: csv
      .transform((codes) => codes.map((code) => code.toUpperCase()))
      .pipe(
        z
          .array(z.string().refine(isSupportedCountry, 'must be two-letter country codes, e.g. US,CA'))
          .min(1, 'must name at least one country'),
      )
      .default(['US', 'CA']),
    /** Codes the whole service may send per rolling hour; a warning is logged at 80%. */
    SMS_MAX_PER_HOUR: z.coerce.number().int().min(1).default(300),
    /** This instance runs background jobs and schedules; false makes it only send them (decision 055). */
    JOB_WORKERS: booleanString.default(true),
    /** How often an idle worker looks for due jobs; a job waits at most about this long. */
    JOB_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** PostgreSQL only: connections of the job queue's own pool, apart from DATABASE_POOL_MAX. */
    JOB_POOL_MAX: z.coerce.number().int().min(1).max(50).default(3),
    /**
     * Unset: each job name's own expiry (120 s for sends, 300 s otherwise). Set: every run counts
     * as lost (its instance died) this many seconds after it started, and runs are checked that
     * often; for drills and the fault suite, where a killed instance's job must come back in seconds.
     */
    JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    /** Unset: each job name's own delay between attempts (30 s or 60 s). Set: this one for all. */
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
    /** Work of one proof-of-work challenge: the counter is drawn from the upper half of 1..this. */
    CHALLENGE_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(8000),
    /** With a key the onboarding chat uses the hosted model; without one, the built-in rules. */
    OPENROUTER_API_KEY: z.string().min(20, 'must be an OpenRouter API key (sk-or-...)').optional(),
    OPENROUTER_MODEL: z.string().min(1).max(200).default(DEFAULT_AI_MODEL),
    OPENROUTER_BASE_URL: z.url().default('https://openrouter.ai/api/v1'),
    /** One call to the hosted model; a request waits at most (retries + 1) times this. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(6000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
    /**
     * Calls to the assistant's provider from one client network per hour, on each instance
     * (decision 069); a deployment whose members share one address (a venue's Wi-Fi) may raise it.
     */
    AI_CALLS_PER_NETWORK_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(AI_LIMITS.callsPerNetworkPerHour),
    /**
     * A Nominatim-compatible geocoder (its base URL, e.g. https://nominatim.openstreetmap.org):
     * when set, a saved business address gets its latitude and longitude from it (decision 064).
     */
    GEOCODER_URL: z.url().optional(),
    /** Nominatim's usage policy asks every client to name itself. */
    GEOCODER_USER_AGENT: z
      .string()
      .min(3)
      .max(200)
      .default('IndustryPerks/1.0 (business directory geocoding)'),
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Least time between two geocoder calls from one instance (Nominatim asks for at most one a second). */
    GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Business images go to this S3-compatible bucket when set; otherwise under DATA_DIR/uploads. */
    S3_BUCKET: z.string().min(1).optional(),
    /** E-mail (alerts, address confirmation) goes through this SMTP server; unset prints it on the console. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The From of every e-mail, e.g. `Industry Perks <alerts@example.com>`. */
    MAIL_FROM: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** The store's address for S3-compatible services (MinIO, R2, ...); AWS when unset. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: booleanString.default(false),
    /** Keys for the bucket; without them the SDK's usual chain (instance role, ...) is used. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * Billing through Stripe (decision 067): all three or none. Without them billing is off:
     * nothing is charged and nothing is limited.
     */
    STRIPE_SECRET_KEY: z.string().min(8).optional(),
    /** The signing secret of the webhook endpoint `/api/v1/billing/webhook` (whsec_...). */
    STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** The per-unit monthly price each business subscribes to, quantity = people on its staff list. */
    STRIPE_PRICE_ID: z.string().min(3).optional(),
    /** Stripe's API address; set only to reach a stand-in (the tests' fake Stripe). */
    STRIPE_API_URL: z.url().optional(),
    /** One call to Stripe; with one retry a request waits at most about twice this. */
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.SMS_PROVIDER === 'http') {
      if (!env.SMS_HTTP_URL) missing('SMS_HTTP_URL', 'is required when SMS_PROVIDER=http');
      if (!env.SMS_FROM) missing('SMS_FROM', 'is required when SMS_PROVIDER=http');
      if (!env.SMS_HTTP_ACCOUNT_SID) missing('SMS_HTTP_ACCOUNT_SID', 'is required when SMS_PROVIDER=http');
      if (!env.SMS_HTTP_AUTH_TOKEN) missing('SMS_HTTP_AUTH_TOKEN', 'is required when SMS_PROVIDER=http');
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      missing('S3_SECRET_ACCESS_KEY', 'and S3_ACCESS_KEY_ID are set together or not at all');
    }
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;
    const stripeSet = stripeKeys.filter((key) => env[key]);
    if (stripeSet.length > 0 && stripeSet.length < stripeKeys.length) {
      for (const key of stripeKeys.filter((name) => !env[name])) {
        missing(
          key,
          `is required when ${stripeSet.join(' and ')} ${stripeSet.length > 1 ? 'are' : 'is'} set: billing needs all three Stripe keys, or none to turn it off`,
        );
      }
    }
    const proxyProblem = trustProxyProblem(env.TRUST_PROXY, env.NODE_ENV === 'production');
    if (proxyProblem) missing('TRUST_PROXY', proxyProblem);
    if (env.JWT_SECRET && estimatedEntropyBits(env.JWT_SECRET) < MIN_SECRET_ENTROPY_BITS) {
      missing(
        'JWT_SECRET',
        'is too predictable (repeated or patterned text): use 32+ random bytes, e.g. `openssl rand -base64 48`',
      );
    }
    if (env.METRICS_TOKEN && estimatedEntropyBits(env.METRICS_TOKEN) < MIN_SECRET_ENTROPY_BITS) {
      missing(
        'METRICS_TOKEN',
        'is too predictable (repeated or patterned text): use 32+ random bytes, e.g. `openssl rand -base64 48`',
      );
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      missing('METRICS_PORT', 'must differ from PORT: the metrics port is never the public one');
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not exceed REQUEST_TIMEOUT_MS',
      });
    }
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET) missing('JWT_SECRET', 'is required in production');
      if (!env.PUBLIC_URL) {
        missing(
          'PUBLIC_URL',
          "is required in production: without it links would follow the request's Host header",
        );
      }
      if (env.SMS_PROVIDER === 'console') {
        missing('SMS_PROVIDER', 'must be a real SMS provider (http) in production, not console');
      }
    }
  })
  .transform((env) => ({
    ...env,
    // Only production sits behind a balancer that needs time to notice /health; elsewhere stop at once.
    SHUTDOWN_GRACE_MS:
      env.SHUTDOWN_GRACE_MS ?? (env.NODE_ENV === 'production' ? PRODUCTION_SHUTDOWN_GRACE_MS : 0),
    // The embedded database runs its queries on the event loop: a lag there is the work itself.
    SHED_EVENT_LOOP_DELAY_MS: env.SHED_EVENT_LOOP_DELAY_MS ?? (env.DATABASE_URL ? 1000 : 0),
  }));

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment; blank values count as unset so `FOO=` in a shell does not break defaults. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(problems);
}
