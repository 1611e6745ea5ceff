import { publicRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZRetentionPeriods } from './retention.ts';

/** What the privacy page reads from the server (docs/product.md, "Privacy, terms and support"). */
export const LEGAL_ROUTES = featureRoutes('legal', {
  'GET /legal/retention': publicRoute(
    'How many days each kind of record is kept, as this server prunes them (the privacy page)',
    { ok: ZRetentionPeriods },
  ),
});
