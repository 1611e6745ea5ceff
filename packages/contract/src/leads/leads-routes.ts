import { z } from 'zod';
import { ok } from '../api/envelope.ts';
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
  'POST /leads': {
    summary: "The landing page's sign-up form; a repeat sign-up answers 200 without a new row",
    access: 'public',
    body: ZCreateLead,
    responses: { 201: ok(ZLead), 200: ok(ZLead) },
  },
  'GET /leads': {
    summary: 'The leads inbox: every sign-up, newest first, searched and filtered by status (admin)',
    access: 'admin',
    query: ZLeadListQuery,
    responses: { 200: ZLeadList },
  },
  'PATCH /leads/{id}/status': {
    summary: 'Set where a lead stands (new, contacted, converted, dismissed); audited',
    access: 'admin',
    params: ZIdParams,
    body: ZLeadStatusInput,
    responses: { 200: ok(ZInboxLead) },
  },
  'GET /leads/{id}/matches': {
    summary:
      "Existing businesses that may be the lead's: the same name as its workplace or the same phone (admin)",
    access: 'admin',
    params: ZIdParams,
    query: ZLeadMatchQuery,
    responses: { 200: ok(z.array(ZLeadMatch)) },
  },
  'POST /leads/{id}/convert': {
    summary:
      'Turn a lead into a business (new or existing) with the person, by phone, as its owner; one transaction, audited',
    access: 'admin',
    params: ZIdParams,
    body: ZConvertLead,
    responses: { 200: ok(ZLeadConversion) },
  },
});
