import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS } from '@perks/contract';
import type { AppConfig } from '../../config/app-config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deriveKey } from '../../lib/derive-key.ts';
import { AccessTokens } from './access-token.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import * as sessions from './refresh-sessions.repository.ts';
import { hashRefreshToken, refreshTokenFor } from './refresh-token.ts';

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** When the refresh cookie must expire: the end of the sign-in's family. */
  refreshExpiresAt: Date;
  /** The sign-in (refresh family) these tokens belong to. */
  sessionId: string;
}

/** Structured security events (refresh-token reuse, a disabled account's refresh) for the log. */
export type SecurityEventLog = (
  event: { event: string; user_id: string; session_id: string },
  message: string,
) => void;

const ended = (message: string = AUTH_MESSAGES.sessionEnded) => new AppError('UNAUTHORIZED', message);

/**
 * Sign-in sessions: a short-lived JWT for API calls and a rotating refresh token for getting the
 * next one. Every refresh replaces the token; a replaced token presented again shortly after (a
 * second tab racing the first) gets the same successor, and later means theft, so the whole
 * sign-in is revoked.
 */
export class SessionService {
  private readonly refreshKey: string;
  readonly accessTokens: AccessTokens;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly securityLog: SecurityEventLog = () => undefined,
  ) {
    this.refreshKey = deriveKey(config.jwtSecret, 'refresh-token');
    this.accessTokens = new AccessTokens(config);
  }

  /** Starts a new family for a user who just proved their phone. */
  async start(
    user: { id: string; phone: string; is_admin: boolean },
    meta: ClientMeta,
  ): Promise<IssuedSession> {
    const id = randomUUID();
    const familyId = randomUUID();
    const refreshToken = refreshTokenFor(this.refreshKey, id);
    const row = await sessions.insertSession(this.db, {
      id,
      userId: user.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      familyExpiresAt: { days: this.config.REFRESH_FAMILY_TTL_DAYS },
      ...meta,
    });
    return this.issue(
      { userId: user.id, phone: user.phone, isAdmin: user.is_admin, sessionId: familyId },
      {
        refreshToken,
        refreshExpiresAt: row.familyExpiresAt,
      },
    );
  }

  /** Exchanges a refresh token for a new access token and the family's next refresh token. */
  async refresh(token: string, meta: ClientMeta): Promise<IssuedSession> {
    const grace = AUTH_LIMITS.refreshGraceSeconds;
    let current = await sessions.findByTokenHash(this.db, hashRefreshToken(token), grace);
    if (!current || current.revoked) throw ended();
    if (current.familyExpired) throw ended(AUTH_MESSAGES.tokenExpired);
    if (!current.userActive) {
      this.securityLog(
        { event: 'auth.disabled_account_refresh', user_id: current.userId, session_id: current.familyId },
        'refresh refused: the account is disabled',
      );
      await sessions.revokeFamily(this.db, current.familyId);
      throw ended(AUTH_MESSAGES.accountDisabled);
    }

    let successorId: string | null = null;
    if (!current.rotated) {
      const id = randomUUID();
      const rotated = await sessions.rotate(this.db, current.id, {
        id,
        userId: current.userId,
        familyId: current.familyId,
        tokenHash: hashRefreshToken(refreshTokenFor(this.refreshKey, id)),
        familyExpiresAt: current.familyExpiresAt,
        ...meta,
      });
      if (rotated) successorId = id;
      // Another request rotated it first: re-read and treat this one as the racing tab.
      else current = await sessions.findByTokenHash(this.db, hashRefreshToken(token), grace);
      if (!current || current.revoked) throw ended();
    }

    if (!successorId) {
      if (!current.rotatedWithinGrace || !current.replacedById) {
        this.securityLog(
          { event: 'auth.refresh_token_reuse', user_id: current.userId, session_id: current.familyId },
          'a replaced refresh token was presented again: the sign-in is revoked',
        );
        await sessions.revokeFamily(this.db, current.familyId);
        throw ended();
      }
      successorId = current.replacedById;
    }

    return this.issue(
      {
        userId: current.userId,
        phone: current.userPhone,
        isAdmin: current.userIsAdmin,
        sessionId: current.familyId,
      },
      {
        refreshToken: refreshTokenFor(this.refreshKey, successorId),
        refreshExpiresAt: current.familyExpiresAt,
      },
    );
  }

  /** Logout: ends the sign-in a refresh token or an access token belongs to. Never fails. */
  async end(refreshToken: string | undefined, familyId: string | undefined): Promise<void> {
    if (refreshToken) {
      const current = await sessions.findByTokenHash(this.db, hashRefreshToken(refreshToken), 0);
      if (current) await sessions.revokeFamily(this.db, current.familyId);
    }
    if (familyId) await sessions.revokeFamily(this.db, familyId);
  }

  private async issue(
    claims: Parameters<AccessTokens['sign']>[0],
    refresh: Pick<IssuedSession, 'refreshToken' | 'refreshExpiresAt'>,
  ): Promise<IssuedSession> {
    return {
      accessToken: await this.accessTokens.sign(claims),
      expiresIn: this.accessTokens.ttlSeconds,
      sessionId: claims.sessionId,
      ...refresh,
    };
  }
}
