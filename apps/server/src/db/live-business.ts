import { and, eq, type SQL } from 'drizzle-orm';
import { businesses } from './schema/index.ts';

/**
 * A live business: approved (`status = 'active'`) and not switched off (`is_active`), the one the
 * directory, the sitemap, partners, promotions and memberships show. The one predicate every query
 * about live businesses filters `businesses` by.
 */
export const liveBusiness: SQL = and(eq(businesses.status, 'active'), eq(businesses.is_active, true))!;
