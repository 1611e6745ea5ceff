import { UUID_PATTERN } from '@perks/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config/app-config.ts';

/** What an access token says about its holder; the guards re-check it against the database. */
export interface AccessClaims {
  userId: string;
  phone: string;
  isAdmin: boolean;
  /** The sign-in (refresh family) the token belongs to, so logout ends it at once. */
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ALGORITHM = 'HS256';

/**
 * Signs and checks access tokens: HS256 only (so `alg: none` and algorithm swaps are refused by
 * construction), with issuer, audience and expiry always checked.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly config: Pick<
      AppConfig,
      'jwtSecret' | 'JWT_ISSUER' | 'JWT_AUDIENCE' | 'ACCESS_TOKEN_TTL_SECONDS'
    >,
  ) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  get ttlSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS;
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ phone: claims.phone, adm: claims.isAdmin, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.config.JWT_ISSUER,
        audience: this.config.JWT_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, phone, adm, sid } = payload;
      // The user and the sign-in are looked up by id: anything but a uuid is no token of ours.
      if (
        typeof sub !== 'string' ||
        !UUID_PATTERN.test(sub) ||
        typeof phone !== 'string' ||
        typeof adm !== 'boolean' ||
        typeof sid !== 'string' ||
        !UUID_PATTERN.test(sid)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { userId: sub, phone, isAdmin: adm, sessionId: sid } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
