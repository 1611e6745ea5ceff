import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_SHUTDOWN_GRACE_MS } from './env.ts';

const RENDER = fileURLToPath(new URL('../../../../deploy/render-nginx-conf.mjs', import.meta.url));

function render(...args: string[]) {
  return spawnSync(process.execPath, [RENDER, '--upstream', '10.0.0.11:3000', ...args], {
    encoding: 'utf8',
  });
}

/** Seconds or milliseconds as nginx writes them ('4s', '1500ms'), in milliseconds. */
function milliseconds(time: string): number {
  const [, amount, unit] = /^(\d+)(ms|s)$/.exec(time)!;
  return Number(amount) * (unit === 'ms' ? 1 : 1000);
}

// A stopping instance stops listening, and closes the connections still idle, when its grace period
// ends; nginx must be sending it nothing by then, or a POST it sends just then is answered 502
// (decision 094).
describe('the nginx site the deploy recipe renders', () => {
  it('by default closes idle connections before, and returns to a stopped instance after, its grace', () => {
    const site = execFileSync(process.execPath, [RENDER, '--upstream', '10.0.0.11:3000'], {
      encoding: 'utf8',
    });
    const timeout = /keepalive_timeout (\S+);/.exec(site)?.[1];
    expect(timeout).toBeDefined();
    expect(milliseconds(timeout!)).toBeLessThan(PRODUCTION_SHUTDOWN_GRACE_MS);
    const failTimeout = /fail_timeout=(\S+);/.exec(site)?.[1];
    expect(milliseconds(failTimeout!)).toBeGreaterThan(PRODUCTION_SHUTDOWN_GRACE_MS);
    expect(site).not.toContain('@@');
  });

  it('refuses a keep-alive timeout as long as the grace period, naming both', () => {
    const refused = render('--keepalive-timeout', '5s', '--shutdown-grace-ms', '5000');
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('--keepalive-timeout (5s) must be shorter');
    expect(refused.stderr).toContain('SHUTDOWN_GRACE_MS (5000 ms)');
    expect(render('--keepalive-timeout', '1s', '--shutdown-grace-ms', '2500').status).toBe(0);
  });

  it('refuses a fail timeout no longer than the grace period: nginx would come back too soon', () => {
    const refused = render('--fail-timeout', '5s', '--shutdown-grace-ms', '5000');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--fail-timeout (5s) must be longer');
    expect(
      render('--fail-timeout', '3s', '--shutdown-grace-ms', '2000', '--keepalive-timeout', '1s').status,
    ).toBe(0);
  });

  it('checks against the production grace period when none is given', () => {
    expect(render('--keepalive-timeout', `${PRODUCTION_SHUTDOWN_GRACE_MS}ms`).status).toBe(1);
    expect(render('--fail-timeout', `${PRODUCTION_SHUTDOWN_GRACE_MS}ms`).status).toBe(1);
  });
});
