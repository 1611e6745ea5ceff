import { signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZDataExport, ZDeleteAccountRequest, ZDeletedAccount, ZNewDataExport } from './account-data.ts';

/**
 * The signed-in person's own data (decisions 105, 106). The ZIP itself is served outside the table
 * (`GET /user/data-exports/{id}/file?key=`, a ZIP, not JSON).
 */
export const ACCOUNT_DATA_ROUTES = featureRoutes('account-data', {
  'POST /user/data-exports': signedInRoute(
    'Ask for a ZIP of everything kept about the signed-in person: ready at once, or built by the job queue for a large account; 3 a day; its link works for 24 hours',
    { created: ZNewDataExport },
  ),
  'GET /user/data-exports/{id}': signedInRoute("One of the person's downloads: building, ready or failed", {
    params: ZIdParams,
    ok: ZDataExport,
  }),
  'POST /user/account/delete': signedInRoute(
    "Delete the signed-in person's account with the code texted to their phone: signed out everywhere, open applications withdrawn, personal data removed",
    { body: ZDeleteAccountRequest, ok: ZDeletedAccount },
  ),
});
