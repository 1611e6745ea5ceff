import { ACCOUNT_DATA_ROUTES } from '../account-data/account-data-routes.ts';
import { ADMIN_ROUTES } from '../admin/admin-routes.ts';
import { ADMIN_BUSINESSES_ROUTES } from '../admin-businesses/admin-businesses-routes.ts';
import { ADMIN_JOBS_ROUTES } from '../admin-jobs/admin-jobs-routes.ts';
import { ADMIN_USERS_ROUTES } from '../admin-users/admin-users-routes.ts';
import { AI_ROUTES } from '../ai/ai-routes.ts';
import { ANALYTICS_ROUTES } from '../analytics/analytics-routes.ts';
import { APPLICATIONS_ROUTES } from '../applications/applications-routes.ts';
import { AUDIT_ROUTES } from '../audit/audit-routes.ts';
import { AUTH_ROUTES } from '../auth/auth-routes.ts';
import { BILLING_ROUTES } from '../billing/billing-routes.ts';
import { BUSINESS_PROFILE_ROUTES } from '../business-profile/business-profile-routes.ts';
import { BUSINESSES_ROUTES } from '../businesses/businesses-routes.ts';
import { CHALLENGE_ROUTES } from '../challenge/challenge-routes.ts';
import { HEALTH_ROUTES } from '../health/health-routes.ts';
import { INTERVIEWS_ROUTES } from '../interviews/interviews-routes.ts';
import { JOB_ALERTS_ROUTES } from '../job-alerts/job-alerts-routes.ts';
import { JOB_POSTING_ROUTES } from '../job-posting/job-posting-routes.ts';
import { JOBS_ROUTES } from '../jobs/jobs-routes.ts';
import { LEADS_ROUTES } from '../leads/leads-routes.ts';
import { LEGAL_ROUTES } from '../legal/legal-routes.ts';
import { MEMBERSHIP_ROUTES } from '../membership/membership-routes.ts';
import { MESSAGES_ROUTES } from '../messages/messages-routes.ts';
import { PROFILE_ROUTES } from '../profile/profile-routes.ts';
import { PROMOTIONS_ROUTES } from '../promotions/promotions-routes.ts';
import { REVIEWS_ROUTES } from '../reviews/reviews-routes.ts';
import { SAVED_JOBS_ROUTES } from '../saved-jobs/saved-jobs-routes.ts';
import { TEXT_CONSENT_ROUTES } from '../text-consent/text-consent-routes.ts';
import { THEMES_ROUTES } from '../themes/themes-routes.ts';
import { USERS_ROUTES } from '../users/users-routes.ts';
import type { RouteKeyFormat, RouteSpec } from './route-spec.ts';

/**
 * The features' route files, in the order the OpenAPI document lists them. A key is declared in
 * one file only: the table merges the files, so a key repeated in a second file would silently
 * replace the first's route. `composeRoutes` fails the type check naming such a key.
 */
const FEATURE_ROUTES = [
  HEALTH_ROUTES,
  AUTH_ROUTES,
  CHALLENGE_ROUTES,
  USERS_ROUTES,
  ACCOUNT_DATA_ROUTES,
  PROFILE_ROUTES,
  JOBS_ROUTES,
  JOB_POSTING_ROUTES,
  APPLICATIONS_ROUTES,
  MESSAGES_ROUTES,
  INTERVIEWS_ROUTES,
  SAVED_JOBS_ROUTES,
  JOB_ALERTS_ROUTES,
  BUSINESSES_ROUTES,
  BUSINESS_PROFILE_ROUTES,
  ADMIN_USERS_ROUTES,
  ADMIN_ROUTES,
  ADMIN_JOBS_ROUTES,
  ADMIN_BUSINESSES_ROUTES,
  AUDIT_ROUTES,
  TEXT_CONSENT_ROUTES,
  THEMES_ROUTES,
  LEADS_ROUTES,
  LEGAL_ROUTES,
  MEMBERSHIP_ROUTES,
  PROMOTIONS_ROUTES,
  REVIEWS_ROUTES,
  AI_ROUTES,
  BILLING_ROUTES,
  ANALYTICS_ROUTES,
] as const;

type RouteTable = Readonly<Record<RouteKeyFormat, RouteSpec>>;

/** The keys declared by more than one of the tables; never when each is declared once. */
type RepeatedKeys<
  Tables extends readonly RouteTable[],
  Seen extends PropertyKey = never,
> = Tables extends readonly [infer First extends RouteTable, ...infer Rest extends readonly RouteTable[]]
  ? (keyof First & Seen) | RepeatedKeys<Rest, Seen | keyof First>
  : never;

/** The tables merged into one object type, as a spread of them would be. */
type Merged<Tables extends readonly RouteTable[]> = Tables extends readonly [
  infer First extends RouteTable,
  ...infer Rest extends readonly RouteTable[],
]
  ? First & Merged<Rest>
  : unknown;

/**
 * One table from the features' tables. With a key in two of them, the argument does not type-check:
 * `Property 'repeatedRouteKey' is missing ... { repeatedRouteKey: "GET /health" }` names the key.
 */
function composeRoutes<const Tables extends readonly RouteTable[]>(
  tables: Tables &
    ([RepeatedKeys<Tables>] extends [never] ? unknown : { repeatedRouteKey: RepeatedKeys<Tables> }),
): { [Key in keyof Merged<Tables>]: Merged<Tables>[Key] } {
  return Object.assign({}, ...tables);
}

/**
 * Every route of the API under `/api/v1`, in one table composed of the features' route files
 * (`<feature>/<feature>-routes.ts`): the server registers each from here (and refuses to start if
 * one is missing), the web client's calls are typed by it, and the OpenAPI document at
 * `/api/v1/openapi.json` is generated from it, in this order. See docs/decisions/016-route-table.md.
 */
export const API_ROUTES = composeRoutes(FEATURE_ROUTES);

export type ApiRoutes = typeof API_ROUTES;
export type RouteKey = keyof ApiRoutes;
