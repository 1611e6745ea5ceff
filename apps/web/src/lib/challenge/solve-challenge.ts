import { t } from '@lingui/core/macro';
import type { TChallenge } from '@perks/contract';
import { solveChallengeWorkers, solveChallenge as solveHere } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Workers beside the page; a phone has a few cores, and more than four gain little. */
const concurrency = () => Math.min(4, Math.max(1, navigator.hardwareConcurrency || 1));

/**
 * Finds the challenge's counter and returns the `altcha` value the server accepts: base64 of
 * `{ challenge, solution }`, as the ALTCHA widget sends it. The search runs in module workers
 * from our own origin (the Content-Security-Policy allows nothing else), or on the page where
 * workers are unavailable.
 */
export async function solveChallenge(challenge: TChallenge): Promise<string> {
  const solution =
    typeof Worker === 'undefined'
      ? await solveHere({ challenge, deriveKey })
      : await solveChallengeWorkers({
          challenge,
          concurrency: concurrency(),
          createWorker: () =>
            new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' }),
        });
  if (!solution) throw new Error(t`The security check could not be completed.`);
  return btoa(JSON.stringify({ challenge, solution }));
}
