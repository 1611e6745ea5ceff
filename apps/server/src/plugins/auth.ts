import {
  type EffectiveRole,
  effectiveRole,
  PASSKEY_MESSAGES,
  type Permission,
  permissionsFor,
} from '@perks/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { AccessTokens, AUTH_MESSAGES, needsStepUp } from '../modules/auth/index.ts';
import { findAuthState } from '../modules/users/index.ts';

/**
 * Who is calling, as the routes see it. `role` and `permissions` are the effective role's
 * (decision 038); they are complete once a guard has re-read the account (before that, from the
 * token alone, a business owner reads as a worker, and nothing is decided on that).
 */
export interface AuthUser {
  id: string;
  phone: string;
  is_admin: boolean;
  role: EffectiveRole;
  permissions: readonly Permission[];
  /** The sign-in (refresh family) the access token belongs to. */
  session_id: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid Bearer token on every request; null when absent or invalid. */
    user: AuthUser | null;
  }
}

type TokenProblem = 'expired' | 'invalid';
// Why a presented token was not accepted; only routes that need a user turn this into a 401.
const tokenProblems = new WeakMap<FastifyRequest, TokenProblem>();
// Requests whose user was already re-read from the database, so stacked guards query once.
const confirmed = new WeakSet<FastifyRequest>();

function authUser(
  fields: { id: string; phone: string; is_admin: boolean; manages_businesses?: boolean },
  sessionId: string,
): AuthUser {
  const role = effectiveRole(fields) ?? 'worker';
  return {
    id: fields.id,
    phone: fields.phone,
    is_admin: fields.is_admin,
    role,
    permissions: permissionsFor(role),
    session_id: sessionId,
  };
}

/**
 * Reads the Bearer token on every request. A missing or bad token leaves `request.user` null:
 * public routes never fail because of a stale token; guarded routes answer 401.
 */
export function registerAuth(app: FastifyInstance): void {
  const tokens = new AccessTokens(app.config);
  app.decorateRequest('user', null);
  // A callback hook: most requests carry no token, and those need no promise of their own.
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = null;
    const header = request.headers.authorization;
    if (!header) {
      done();
      return;
    }
    readToken(header, request).then(() => done(), done);
  });

  async function readToken(header: string, request: FastifyRequest): Promise<void> {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) {
      tokenProblems.set(request, 'invalid');
      return;
    }
    const result = await tokens.verify(match[1]!);
    if (!result.ok) {
      tokenProblems.set(request, result.reason);
      return;
    }
    const { userId, phone, isAdmin, sessionId } = result.claims;
    request.user = authUser({ id: userId, phone, is_admin: isAdmin }, sessionId);
  }
}

/**
 * Guard (run as a route's onRequest hook, see routing/serve-route.ts): a signed-in, active user
 * whose sign-in has not ended. The account is re-read on every guarded request (one primary-key
 * lookup), so disabling a user, removing an admin or logging out takes effect at once, not when the
 * token expires.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (confirmed.has(request)) return;
  const problem = tokenProblems.get(request);
  if (problem === 'expired') throw new AppError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired);
  if (problem === 'invalid') throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.tokenInvalid);
  const claimed = request.user;
  if (!claimed) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);

  const state = await findAuthState(request.server.db, claimed.id, claimed.session_id);
  if (!state?.sessionLive) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionEnded);
  if (!state.is_active) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.accountDisabled);
  request.user = authUser(state, claimed.session_id);
  confirmed.add(request);
}

/** Guard: a signed-in admin (checked against the database, not the token). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user?.is_admin) throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminRequired);
}

/**
 * The routes an admin who owes a passkey check may still call: the check itself and its recovery
 * code (decision 103).
 */
const STEP_UP_ROUTES = new Set([
  '/auth/passkeys/step-up-options',
  '/auth/passkeys/step-up',
  '/auth/recovery-codes/redeem',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After the guard: an admin with a passkey whose sign-in has not proved it within 12 hours gets
 * 403 PASSKEY_REQUIRED on every admin route and every write (decision 103); the app asks for the
 * passkey and sends the request again. An admin without a passkey is asked to add one, not refused.
 */
async function requireFreshPasskey(request: FastifyRequest, adminRoute: boolean): Promise<void> {
  const user = request.user;
  if (!user?.is_admin) return;
  if (!adminRoute && READS.has(request.method)) return;
  const path = request.routeOptions.config.routePath ?? request.routeOptions.url ?? '';
  if (STEP_UP_ROUTES.has(path)) return;
  if (await needsStepUp(request.server.db, user.id, user.session_id))
    throw new AppError('PASSKEY_REQUIRED', PASSKEY_MESSAGES.stepUpRequired);
}

/** The route table's guard for signed-in routes: the user, and an admin's passkey check on writes. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  await requireFreshPasskey(request, false);
}

/** The route table's guard for admin routes: an admin with a fresh passkey check when they have one. */
export async function requireAdminWithPasskey(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
  await requireFreshPasskey(request, true);
}

/** Guard factory: a signed-in user holding every listed permission. */
export function requirePermissions(...permissions: Permission[]) {
  return async function requirePermissionsHandler(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    const held = request.user?.permissions ?? [];
    if (!permissions.every((permission) => held.includes(permission))) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.permissionRequired, {
        details: { required: permissions },
      });
    }
  };
}

/**
 * The caller of a public route, confirmed against the database like a guard would, or null. A
 * token that was revoked (logged out), belongs to a disabled account or is stale makes the caller
 * an ordinary visitor: whatever a token grants beyond the public view (an unpublished job, inactive
 * businesses) must go through here, never through the token's claims alone.
 */
export async function confirmedUserOrNull(request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.user && !tokenProblems.has(request)) return null;
  try {
    await requireUser(request);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return null;
    throw error;
  }
  return request.user;
}

/** The signed-in user inside a handler behind one of the guards above. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  return request.user;
}
