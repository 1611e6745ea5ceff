import { publicRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZJob } from './job.ts';
import { ZJobList, ZJobListFields, ZJobListQuery } from './job-list-query.schema.ts';
import { placeRules } from './place.schema.ts';

/** The public job board. */
export const JOBS_ROUTES = featureRoutes('jobs', {
  'GET /jobs': publicRoute('One page of the live job board, filtered and sorted', {
    query: ZJobListQuery,
    list: ZJobList,
  }),
  'GET /jobs/{id}': publicRoute(
    "One job: live jobs for everyone; any state for its business's managers and admins",
    { params: ZIdParams, ok: ZJob },
  ),
  'GET /businesses/{id}/jobs': publicRoute("One page of a business's live jobs", {
    params: ZIdParams,
    query: ZJobListFields.omit({ business_id: true }).superRefine(placeRules),
    list: ZJobList,
  }),
});
