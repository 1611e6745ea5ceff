import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeSmsGateway } from './fake-sms-gateway.ts';
import { phoneSeed } from './phones.ts';

/**
 * Starts the real built server (apps/server/dist) on a free port with a fresh data directory,
 * exactly as `npm start` runs it, and a local fake SMS gateway. Tests read E2E_BASE_URL and
 * E2E_SMS_URL from the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  console.log(`Test phone numbers from E2E_SEED=${phoneSeed()}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'perks-e2e-'));
  const sms = await startFakeSmsGateway();
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: sms.url,
      SMS_HTTP_ACCOUNT_SID: 'ACtest',
      SMS_HTTP_AUTH_TOKEN: 'test-token',
      SMS_FROM: '+12075559999',
      // The seeded admin, and one each for the brand themes and AI onboarding journeys (one sign-in per
      // number a minute).
      ADMIN_PHONES: '+12075550100,+12075550191,+12075550192',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SMS_URL = sms.url;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    sms.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
