import { featureRoutes } from '../api/route-spec.ts';
import { ZAuditEventList, ZAuditEventListQuery } from './audit.schema.ts';

/** The audit trail of admin writes (decision 029). */
export const AUDIT_ROUTES = featureRoutes('admin-users', {
  'GET /admin/audit-events': {
    summary: 'The audit trail of admin writes, newest first',
    access: 'admin',
    query: ZAuditEventListQuery,
    responses: { 200: ZAuditEventList },
  },
});
