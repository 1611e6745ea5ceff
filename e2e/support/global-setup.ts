import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeStripeEnv, startFakeStripe } from '../../apps/server/src/test/fake-stripe.ts';
import { startFakeGeocoder } from './fake-geocoder.ts';
import { startFakeSmsGateway } from './fake-sms-gateway.ts';
import { personalDataIn } from './personal-data-in-logs.ts';
import { phoneSeed } from './phones.ts';
import { startTestSmtpServer } from './test-smtp-server.ts';

const SERVER_ROOT = 'apps/server';
/**
 * The server with the test run's session listener (server-with-sessions.ts), bundled beside
 * dist/server.js so it starts from the same built database cluster, and removed after the run.
 */
const BUNDLE = 'dist/server-with-sessions.js';
/** The SMS gateway account's auth token: the server checks the fake gateway's signed replies with it. */
const SMS_AUTH_TOKEN = 'test-token';

/**
 * Starts the real server on a free port with a fresh data directory, as `npm start` runs it but
 * from its own bundle that adds the session listener for `signInAs`, a local fake SMS gateway, a
 * local fake geocoder (fake-geocoder.ts, so new businesses get their points), a local SMTP server
 * and a local fake Stripe. Tests read E2E_BASE_URL, E2E_SESSIONS_URL, E2E_SMS_URL, E2E_MAIL_URL and
 * E2E_STRIPE_URL from the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  console.log(`Test phone numbers from E2E_SEED=${phoneSeed()}`);
  execFileSync(process.execPath, ['build.mjs', BUNDLE, '../../e2e/support/server-with-sessions.ts'], {
    cwd: SERVER_ROOT,
    stdio: 'inherit',
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'perks-e2e-'));
  const sms = await startFakeSmsGateway(SMS_AUTH_TOKEN);
  const mail = await startTestSmtpServer();
  const geocoder = await startFakeGeocoder();
  // Billing is on, against a local fake Stripe whose Checkout completes at once (decision 067).
  const stripe = await startFakeStripe();
  const server: ChildProcess = spawn(process.execPath, [join(SERVER_ROOT, BUNDLE)], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Every request's lines, so the check at the end reads what a production log would hold.
      LOG_LEVEL: 'info',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: sms.url,
      SMS_HTTP_ACCOUNT_SID: 'ACtest',
      SMS_HTTP_AUTH_TOKEN: SMS_AUTH_TOKEN,
      SMS_FROM: '+12075559999',
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: 'Industry Perks <alerts@industryperks.test>',
      GEOCODER_URL: geocoder.url,
      ...fakeStripeEnv(stripe),
      // The seeded admin, one each for the brand themes and AI onboarding journeys, and the
      // passkey journey's two admins for each screen size (passkeys.spec.ts).
      ADMIN_PHONES:
        '+12075550100,+12075550191,+12075550192,+12075550193,+12075550194,+12075550195,+12075550196',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // The server's whole log of the run, read at the end for whole phone numbers and addresses.
  const log: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));

  const { baseUrl, sessionsUrl } = await new Promise<{ baseUrl: string; sessionsUrl: string }>(
    (resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const sessions = output.match(/Test sessions at (http:\/\/127\.0\.0\.1:\d+)/);
        const match = output.match(/running at (http:\/\/localhost:\d+)/);
        if (sessions?.[1] && match?.[1]) {
          clearTimeout(timer);
          resolve({ baseUrl: match[1].replace('localhost', '127.0.0.1'), sessionsUrl: sessions[1] });
        }
      };
      server.stdout?.on('data', onData);
      server.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        process.stderr.write(chunk);
      });
      server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    },
  );

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SESSIONS_URL = sessionsUrl;
  process.env.E2E_SMS_URL = sms.url;
  process.env.E2E_MAIL_URL = mail.messagesUrl;
  process.env.E2E_STRIPE_URL = stripe.url;
  stripe.webhookUrl = `${baseUrl}/api/v1/billing/webhook`;
  sms.inboundUrl = `${baseUrl}/api/v1/sms/inbound`;
  await warmUp(baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    sms.server.close();
    geocoder.server.close();
    mail.close();
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
    for (const file of [BUNDLE, `${BUNDLE}.map`]) rmSync(join(SERVER_ROOT, file), { force: true });
    // Decision 080: no line of the run's log holds a whole phone number or e-mail address.
    const lines = log.join('').split('\n');
    const found = lines.filter((line) => personalDataIn(line).length);
    if (found.length)
      throw new Error(
        `The server's log of this run holds whole phone numbers or addresses in ${found.length} lines, the first:\n${found.slice(0, 5).join('\n')}`,
      );
  };
}

/**
 * A fresh server answers its first requests many times slower than later ones (the first
 * server-rendered /jobs: 680 ms against 6 ms), while its code and queries warm up. Asking once for
 * the pages and lists the first specs open keeps that out of their time limits.
 */
async function warmUp(baseUrl: string): Promise<void> {
  for (const path of ['/', '/jobs', '/businesses', '/api/v1/jobs', '/api/v1/businesses', '/admin']) {
    await fetch(new URL(path, baseUrl)).then((response) => response.arrayBuffer());
  }
}
