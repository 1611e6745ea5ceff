import { createHmac, randomBytes } from 'node:crypto';
import {
  PASSKEY_LIMITS,
  PASSKEY_MESSAGES,
  type TAddPasskeyRequest,
  type TPasskey,
  type TPasskeyOptions,
} from '@perks/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.ts';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { accountSubject, recordRequests, requestBudgetWait } from '../../db/request-budget.ts';
import type { passkeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { deriveKey } from '../../lib/derive-key.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import * as repo from './passkeys.repository.ts';

/** Where WebAuthn runs: the relying party's id (a host name) and the origin browsers report. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The signed-in caller of a passkey route: the account and the sign-in (refresh family). */
export interface Caller {
  userId: string;
  phone: string;
  sessionId: string;
}

type PasskeyRow = typeof passkeys.$inferSelect;

const RP_NAME = 'Industry Perks';

/** The library's options as the route declares them: a JSON object with its challenge. */
const asOptions = (options: { challenge: string }) => options as unknown as TPasskeyOptions['options'];
const refused = (message: string) => new AppError('UNAUTHORIZED', message);

const toPasskey = (row: PasskeyRow): TPasskey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

/** A recovery code: ten letters and digits in two groups, easy to read aloud ('k7qm2-x9fd4'). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const RECOVERY_BUDGET = {
  action: 'recovery_code',
  limit: PASSKEY_LIMITS.recoveryAttemptsPerHour,
  windowSeconds: 3600,
} as const;
const SIGN_IN_BUDGET = {
  action: 'passkey_sign_in',
  limit: PASSKEY_LIMITS.signInsPerNetworkPerHour,
  windowSeconds: 3600,
} as const;

/**
 * Passkeys (decision 103) through SimpleWebAuthn: options with one-time challenges stored
 * server-side, the answers verified against them, the signature counter moved forward in the
 * same statement that checks it, and the recovery codes.
 */
export class Passkeys {
  private readonly recoveryKey: string;

  constructor(
    private readonly db: Db,
    config: AppConfig,
  ) {
    this.recoveryKey = deriveKey(config.jwtSecret, 'recovery-code');
  }

  private hashCode(userId: string, code: string): string {
    const plain = code
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    return createHmac('sha256', this.recoveryKey).update(`${userId}:${plain}`).digest('base64url');
  }

  async state(caller: Caller) {
    const [rows, left, verified] = await Promise.all([
      repo.listPasskeys(this.db, caller.userId),
      repo.recoveryCodesLeft(this.db, caller.userId),
      repo.verifiedAt(this.db, caller.userId, caller.sessionId),
    ]);
    return {
      passkeys: rows.map(toPasskey),
      recovery_codes_left: left,
      verified_at: verified?.toISOString() ?? null,
    };
  }

  async registrationOptions(caller: Caller, rp: RelyingParty) {
    const existing = await repo.listPasskeys(this.db, caller.userId);
    if (existing.length >= PASSKEY_LIMITS.perAccount)
      throw new AppError('CONFLICT', PASSKEY_MESSAGES.tooManyPasskeys);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: caller.phone,
      userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(caller.userId)),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({
        id: row.credential_id,
        transports: row.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
    });
    const challengeId = await repo.insertChallenge(
      this.db,
      {
        purpose: 'register',
        challenge: options.challenge,
        userId: caller.userId,
        sessionId: caller.sessionId,
      },
      PASSKEY_LIMITS.challengeSeconds,
    );
    return { challenge_id: challengeId, options: asOptions(options) };
  }

  /**
   * Adds a passkey. The account's first comes with ten recovery codes (only their hashes are
   * kept), and adding one proves it for this sign-in.
   */
  async add(caller: Caller, body: TAddPasskeyRequest, rp: RelyingParty) {
    const challenge = await repo.claimChallenge(this.db, body.challenge_id, 'register', caller.sessionId);
    if (!challenge) throw refused(PASSKEY_MESSAGES.challengeExpired);
    const verification = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified || !verification.registrationInfo)
      throw refused(PASSKEY_MESSAGES.notVerified);
    const { credential } = verification.registrationInfo;

    return this.db.transaction(async (tx) => {
      const first = (await repo.listPasskeys(tx, caller.userId)).length === 0;
      const row = await repo.insertPasskey(tx, {
        user_id: caller.userId,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name || PASSKEY_MESSAGES.defaultName,
      });
      if (!row) throw new AppError('CONFLICT', PASSKEY_MESSAGES.alreadyAdded);
      let codes: string[] | null = null;
      if (first) {
        codes = Array.from({ length: PASSKEY_LIMITS.recoveryCodes }, newRecoveryCode);
        await repo.replaceRecoveryCodes(
          tx,
          caller.userId,
          codes.map((code) => this.hashCode(caller.userId, code)),
        );
      }
      await repo.markVerified(tx, caller.userId, caller.sessionId);
      return { passkey: toPasskey(row), recovery_codes: codes };
    });
  }

  /** Sign-in options: no account named, the browser offers the passkeys it holds for this site. */
  async signInOptions(network: string, rp: RelyingParty) {
    return withBudget(this.db, [`passkey-sign-in:${network}`], async (tx) => {
      const wait = await requestBudgetWait(tx, SIGN_IN_BUDGET, network);
      if (wait) {
        throw new AppError('RATE_LIMITED', PASSKEY_MESSAGES.tooManySignIns, {
          budget: 'passkey_sign_in_network',
          headers: { 'Retry-After': String(wait) },
          details: { retry_after: wait },
        });
      }
      await recordRequests(tx, [{ action: SIGN_IN_BUDGET.action, subject: network }]);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'preferred',
        timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
      });
      const challengeId = await repo.insertChallenge(
        tx,
        { purpose: 'sign-in', challenge: options.challenge, userId: null, sessionId: null },
        PASSKEY_LIMITS.challengeSeconds,
      );
      return { challenge_id: challengeId, options: asOptions(options) };
    });
  }

  async stepUpOptions(caller: Caller, rp: RelyingParty) {
    const existing = await repo.listPasskeys(this.db, caller.userId);
    if (existing.length === 0) throw refused(PASSKEY_MESSAGES.unknownPasskey);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: 'preferred',
      allowCredentials: existing.map((row) => ({
        id: row.credential_id,
        transports: row.transports,
      })),
      timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
    });
    const challengeId = await repo.insertChallenge(
      this.db,
      {
        purpose: 'step-up',
        challenge: options.challenge,
        userId: caller.userId,
        sessionId: caller.sessionId,
      },
      PASSKEY_LIMITS.challengeSeconds,
    );
    return { challenge_id: challengeId, options: asOptions(options) };
  }

  /**
   * Checks an answer to a sign-in or step-up challenge: the challenge once, the passkey ours (and
   * the caller's on a step-up), the signature, and a counter that moved forward. Answers the
   * passkey's account.
   */
  async authenticate(
    answer: {
      challenge_id: string;
      response: Parameters<typeof verifyAuthenticationResponse>[0]['response'];
    },
    rp: RelyingParty,
    caller: Caller | null,
  ): Promise<string> {
    const challenge = await repo.claimChallenge(
      this.db,
      answer.challenge_id,
      caller ? 'step-up' : 'sign-in',
      caller?.sessionId ?? null,
    );
    if (!challenge) throw refused(PASSKEY_MESSAGES.challengeExpired);
    const row = await repo.findPasskeyByCredential(this.db, answer.response.id);
    if (!row || (caller && row.user_id !== caller.userId)) throw refused(PASSKEY_MESSAGES.unknownPasskey);
    const verification = await verifyAuthenticationResponse({
      response: answer.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.credential_id,
        publicKey: isoBase64URL.toBuffer(row.public_key),
        counter: row.counter,
        transports: row.transports,
      },
      requireUserVerification: false,
    }).catch((error: unknown) =>
      error instanceof Error && /counter/i.test(error.message) ? 'cloned' : null,
    );
    if (verification === 'cloned') throw refused(PASSKEY_MESSAGES.clonedPasskey);
    if (!verification?.verified) throw refused(PASSKEY_MESSAGES.notVerified);
    // The library compared with the counter it was given; the update compares with the stored
    // one, so two answers from one clone at once cannot both pass.
    if (!(await repo.advanceCounter(this.db, row.id, verification.authenticationInfo.newCounter)))
      throw refused(PASSKEY_MESSAGES.clonedPasskey);
    return row.user_id;
  }

  async stepUp(caller: Caller, answer: Parameters<Passkeys['authenticate']>[0], rp: RelyingParty) {
    await this.authenticate(answer, rp, caller);
    const verified = await repo.markVerified(this.db, caller.userId, caller.sessionId);
    return {
      verified_at: verified.toISOString(),
      recovery_codes_left: await repo.recoveryCodesLeft(this.db, caller.userId),
    };
  }

  /**
   * Uses a recovery code for this sign-in. Every try, right or wrong, spends the account's
   * hourly budget under its lock (decision 050) and commits before the answer; the code's single
   * use is a conditional update, so a burst of the same code across instances uses it once.
   */
  async redeemRecoveryCode(caller: Caller, code: string) {
    const subject = accountSubject(caller.userId);
    const outcome = await withBudget(this.db, [`recovery-code:${subject}`], async (tx) => {
      const wait = await requestBudgetWait(tx, RECOVERY_BUDGET, subject);
      if (wait) return { wait } as const;
      await recordRequests(tx, [{ action: RECOVERY_BUDGET.action, subject }]);
      if (!(await repo.useRecoveryCode(tx, caller.userId, this.hashCode(caller.userId, code))))
        return { used: false } as const;
      const verified = await repo.markVerified(tx, caller.userId, caller.sessionId);
      return { used: true, verified, left: await repo.recoveryCodesLeft(tx, caller.userId) } as const;
    });
    if ('wait' in outcome) {
      throw new AppError('RATE_LIMITED', PASSKEY_MESSAGES.tooManyRecoveryAttempts, {
        budget: 'recovery_code_account',
        headers: { 'Retry-After': String(outcome.wait) },
        details: { retry_after: outcome.wait },
      });
    }
    if (!outcome.used) throw new AppError('BAD_REQUEST', PASSKEY_MESSAGES.badRecoveryCode, { field: 'code' });
    return { verified_at: outcome.verified.toISOString(), recovery_codes_left: outcome.left };
  }
}

/** Whether an admin's calls need a passkey check first: they have a passkey and none is fresh. */
export async function needsStepUp(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const state = await repo.stepUpState(db, userId, sessionId, PASSKEY_LIMITS.stepUpHours);
  return state.hasPasskey && !state.fresh;
}

/**
 * The relying party for this request: PUBLIC_URL's origin and host name when configured (required
 * in production), else the origin the request arrived at (development and tests).
 */
export function relyingParty(request: FastifyRequest): RelyingParty {
  const origin = new URL(publicOrigin(request)).origin;
  return { id: new URL(origin).hostname, origin };
}
