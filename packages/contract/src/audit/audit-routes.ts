import { adminRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZAuditEventList, ZAuditEventListQuery } from './audit.schema.ts';

/** The audit trail of admin writes (decision 029). */
export const AUDIT_ROUTES = featureRoutes('admin-users', {
  'GET /admin/audit-events': adminRoute('The audit trail of admin writes, newest first', {
    query: ZAuditEventListQuery,
    list: ZAuditEventList,
  }),
});
