import { publicRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZChallenge } from './challenge.ts';

/** The proof-of-work challenge a sign-in or sign-up step asks for when it answers 428 (decision 021). */
export const CHALLENGE_ROUTES = featureRoutes('challenge', {
  'GET /challenge': publicRoute(
    'A signed proof-of-work challenge (ALTCHA) to solve when a sign-in or sign-up step answers 428 CHALLENGE_REQUIRED',
    { ok: ZChallenge },
  ),
});
