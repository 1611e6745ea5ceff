import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { acceptedRequestLocale, chosenRequestLocale, requestTranslator } from '../../lib/request-locale.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { ChallengeGate } from '../challenge/index.ts';
import { recordOptIn } from '../text-consent/index.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { OtpService } from './otp.service.ts';
import { markVerified } from './passkeys.repository.ts';
import { Passkeys, relyingParty } from './passkeys.service.ts';
import { requireE164 } from './phone.ts';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.ts';
import { requireSameOrigin } from './same-origin.ts';
import { type IssuedSession, SessionService } from './sessions.service.ts';
import { SignIns } from './sign-in.ts';
import { createSmsProvider } from './sms/sms-provider.ts';
import { assertTextable } from './sms-destination.ts';

/** The budgets count networks: an IPv6 client by its /64 (decision 021). */
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, network: clientNetwork(request.ip) });

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/**
 * POST /auth/send-otp, /auth/verify-otp, /auth/refresh, /auth/logout, and signing in with a
 * passkey (docs/product.md, "Signing in"; decision 103).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const gate = new ChallengeGate(app.db, app.config);
  const otp = new OtpService(app.db, app.config, createSmsProvider(app.config), gate, app.log);
  const sessions = new SessionService(app.db, app.config, (fields, message) => app.log.warn(fields, message));
  const signIns = new SignIns(app.db, app.config, sessions);
  const passkeys = new Passkeys(app.db, app.config);
  // Only these routes read or set the refresh cookie, so only they parse cookies: every other
  // request, public reads included, skips that work.
  await app.register(cookie);
  // Tokens travel in these bodies; no browser or proxy cache may keep a copy.
  replyNoStore(app);

  /** Sets the refresh cookie and answers the session body the client reads. */
  const sessionBody = (res: FastifyReply, session: IssuedSession) => {
    setRefreshCookie(res, app.config, session.refreshToken, session.refreshExpiresAt);
    return { access_token: session.accessToken, expires_in: session.expiresIn };
  };

  serveRoute(app, 'POST /auth/send-otp', async (request) => {
    const phone = requireE164(request.body.phone);
    assertTextable(phone, app.config.SMS_ALLOWED_COUNTRIES);
    const language = { chosen: chosenRequestLocale(request), accepted: acceptedRequestLocale(request) };
    const sent = await otp.send(phone, clientOf(request), request.body.altcha, language);
    // Asking for a code on the sign-in screen, under its words: a consent to sign-in codes.
    await recordOptIn(app.db, {
      phone,
      kind: 'sign-in-code',
      screen: 'sign-in',
      locale: language.chosen ?? language.accepted,
      ip: request.ip,
    });
    return ok({ ...sent, message: requestTranslator(request)(sent.message) });
  });

  serveRoute(
    app,
    'POST /auth/verify-otp',
    async (request, res) => {
      const phone = requireE164(request.body.phone);
      await otp.verify(phone, request.body.token, clientOf(request), request.body.altcha);
      const { user, session } = await signIns.start(phone, meta(request), chosenRequestLocale(request));
      return ok({ user, session: sessionBody(res, session) });
    },
    { preHandler: requireSameOrigin },
  );

  serveRoute(app, 'POST /auth/passkeys/sign-in-options', async (request) =>
    ok(await passkeys.signInOptions(clientNetwork(request.ip), relyingParty(request))),
  );

  serveRoute(
    app,
    'POST /auth/passkeys/sign-in',
    async (request, res) => {
      const userId = await passkeys.authenticate(request.body, relyingParty(request), null);
      const { user, session } = await signIns.startProven(userId, meta(request));
      // A passkey sign-in is itself the passkey check an admin's calls ask for.
      await markVerified(app.db, user.id, session.sessionId);
      return ok({ user, session: sessionBody(res, session) });
    },
    { preHandler: requireSameOrigin },
  );

  serveRoute(
    app,
    'POST /auth/refresh',
    async (request, res) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionEnded);
      try {
        const session = await sessions.refresh(token, meta(request));
        return ok({ session: sessionBody(res, session) });
      } catch (error) {
        // A refused refresh token is useless to keep; the browser drops it.
        clearRefreshCookie(res, app.config);
        throw error;
      }
    },
    { preHandler: requireSameOrigin },
  );

  serveRoute(
    app,
    'POST /auth/logout',
    async (request, res) => {
      await sessions.end(request.cookies[REFRESH_COOKIE], request.user?.session_id);
      clearRefreshCookie(res, app.config);
      return ok(null);
    },
    { preHandler: requireSameOrigin },
  );
};
