import { createHash, randomInt } from 'node:crypto';

export interface TestPhone {
  /** +12075551234 */
  e164: string;
  /** 2075551234, as typed into the login form */
  national: string;
  /** (207) 555-1234, as the app shows it */
  display: string;
}

/**
 * The seed the run's phone numbers come from: E2E_SEED when it is set (to repeat a failed run's
 * numbers), else one chosen here. Global setup calls this first, so every worker shares it.
 */
export function phoneSeed(): string {
  process.env.E2E_SEED ||= String(randomInt(1, 2 ** 31));
  return process.env.E2E_SEED;
}

// Lines 555-2000 to 555-9999: clear of the seeded demo accounts (555-0100 to 555-0199).
const FIRST_LINE = 2000;
const LINES = 8000;
const taken = new Set<number>();

/**
 * The `n`-th fresh number of one test: the same for the same seed, project and test, so a failure
 * can be repeated with the numbers it had. Numbers never repeat within a run (the server limits
 * codes per phone), so a clash moves on to the next free line.
 */
export function phoneFor(seed: string, testId: readonly string[], n: number): TestPhone {
  const digest = createHash('sha256')
    .update([seed, ...testId, String(n)].join('\n'))
    .digest();
  let offset = digest.readUInt32BE(0) % LINES;
  while (taken.has(offset)) offset = (offset + 1) % LINES;
  taken.add(offset);
  const line = String(FIRST_LINE + offset);
  return { e164: `+1207555${line}`, national: `207555${line}`, display: `(207) 555-${line}` };
}
