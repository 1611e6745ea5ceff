import { z } from 'zod';
import { adminRoute, publicRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZCreateLead, ZLead } from './lead.schema.ts';
import {
  ZConvertLead,
  ZInboxLead,
  ZLeadConversion,
  ZLeadList,
  ZLeadListQuery,
  ZLeadMatch,
  ZLeadMatchQuery,
  ZLeadStatusInput,
} from './lead-inbox.schema.ts';

/** The landing page's sign-up form and the admins' leads inbox (decision 041). */
export const LEADS_ROUTES = featureRoutes('leads', {
  'POST /leads': publicRoute(
    "The landing page's sign-up form; a repeat sign-up answers 200 without a new row",
    { body: ZCreateLead, created: ZLead, ok: ZLead },
  ),
  'GET /leads': adminRoute(
    'The leads inbox: every sign-up, newest first, searched and filtered by status (admin)',
    { query: ZLeadListQuery, list: ZLeadList },
  ),
  'PATCH /leads/{id}/status': adminRoute(
    'Set where a lead stands (new, contacted, converted, dismissed); audited',
    { params: ZIdParams, body: ZLeadStatusInput, ok: ZInboxLead },
  ),
  'GET /leads/{id}/matches': adminRoute(
    "Existing businesses that may be the lead's: the same name as its workplace or the same phone (admin)",
    { params: ZIdParams, query: ZLeadMatchQuery, ok: z.array(ZLeadMatch) },
  ),
  'POST /leads/{id}/convert': adminRoute(
    'Turn a lead into a business (new or existing) with the person, by phone, as its owner; one transaction, audited',
    { params: ZIdParams, body: ZConvertLead, ok: ZLeadConversion },
  ),
});
