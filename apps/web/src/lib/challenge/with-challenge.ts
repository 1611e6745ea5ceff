import { api, isApiError } from '../api-client';

/**
 * Sends a request, and when the server asks for proof of work first (428 CHALLENGE_REQUIRED,
 * decision 021) fetches a challenge, solves it and sends the request once more with the answer.
 * The solver is loaded only then, so pages that never meet a challenge do not carry it.
 */
export async function withChallenge<T>(send: (altcha?: string) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isApiError(error) || error.code !== 'CHALLENGE_REQUIRED') throw error;
    const [challenge, { solveChallenge }] = await Promise.all([
      api.get('/challenge', { skipAuth: true }),
      import('./solve-challenge'),
    ]);
    return send(await solveChallenge(challenge));
  }
}
