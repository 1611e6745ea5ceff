import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS, otpCodeSchema, type TSendOtpResult } from '@perks/contract';
import type { AppConfig } from '../../config/app-config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deriveKey } from './auth-keys.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import * as otp from './otp.repository.ts';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

type Executor = Parameters<typeof otp.windowWaitSeconds>[0];

const rateLimited = (message: string, seconds: number) =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'Retry-After': String(seconds) },
    details: { retry_after: seconds },
  });

const badCode = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', message, { field: 'token', details });

/**
 * Failures count per phone across every code sent to it, so asking for a new code never buys
 * more guesses. Past the budget even the right code is refused until failures age out.
 */
async function failureLockout(db: Executor, phone: string): Promise<number> {
  const hour = await otp.windowWaitSeconds(db, {
    by: { phone },
    kind: 'failed',
    limit: AUTH_LIMITS.failuresPerPhonePerHour,
    windowSeconds: 3600,
  });
  const day = await otp.windowWaitSeconds(db, {
    by: { phone },
    kind: 'failed',
    limit: AUTH_LIMITS.failuresPerPhonePerDay,
    windowSeconds: 86_400,
  });
  return Math.max(hour, day);
}

/** Throws the first send limit the request breaks, with how long to wait. */
async function assertMaySend(db: Executor, phone: string, ip: string | null): Promise<void> {
  const lockout = await failureLockout(db, phone);
  if (lockout) throw rateLimited(AUTH_MESSAGES.tooManyFailures, lockout);

  const resend = await otp.windowWaitSeconds(db, {
    by: { phone },
    kind: 'sent',
    limit: 1,
    windowSeconds: AUTH_LIMITS.resendWaitSeconds,
  });
  if (resend) throw rateLimited(AUTH_MESSAGES.resendTooSoon(resend), resend);

  const daily = await otp.windowWaitSeconds(db, {
    by: { phone },
    kind: 'sent',
    limit: AUTH_LIMITS.codesPerPhonePerDay,
    windowSeconds: 86_400,
  });
  if (daily) throw rateLimited(AUTH_MESSAGES.tooManyCodes, daily);

  if (ip) {
    const network = await otp.windowWaitSeconds(db, {
      by: { ip },
      kind: 'sent',
      limit: AUTH_LIMITS.codesPerIpPerHour,
      windowSeconds: 3600,
    });
    if (network) throw rateLimited(AUTH_MESSAGES.tooManyFromNetwork, network);
  }
}

export class OtpService {
  private readonly key: string;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly sms: SmsProvider,
  ) {
    this.key = deriveKey(config.jwtSecret, 'otp');
  }

  /** Sends a fresh code to an E.164 phone, or refuses with 429 and Retry-After. */
  async send(phone: string, ip: string | null): Promise<TSendOtpResult> {
    const code = generateOtpCode(this.config.OTP_LENGTH);
    const challengeId = randomUUID();
    // The lock makes the limit checks and the insert one step per phone, even across instances.
    const eventId = await this.db.transaction(async (tx) => {
      await otp.lockPhone(tx, phone);
      await assertMaySend(tx, phone, ip);
      await otp.voidOpenChallenges(tx, phone);
      await otp.insertChallenge(tx, {
        id: challengeId,
        phone,
        codeHash: hashOtpCode(this.key, challengeId, phone, code),
        validitySeconds: AUTH_LIMITS.otpValiditySeconds,
        ip,
      });
      return otp.insertEvent(tx, { phone, ip, kind: 'sent' });
    });

    const minutes = AUTH_LIMITS.otpValiditySeconds / 60;
    try {
      await this.sms.send(phone, `Your Industry Perks code is ${code}. It expires in ${minutes} minutes.`);
    } catch (error) {
      await otp.cancelSend(this.db, challengeId, eventId);
      throw new AppError('SERVICE_UNAVAILABLE', AUTH_MESSAGES.smsFailed, {
        details: { cause: String(error) },
      });
    }
    return {
      message: AUTH_MESSAGES.codeSent,
      code_length: this.config.OTP_LENGTH,
      expires_in: AUTH_LIMITS.otpValiditySeconds,
      resend_in: AUTH_LIMITS.resendWaitSeconds,
    };
  }

  /**
   * Checks a code for an E.164 phone and consumes it. Resolves when the code was right and this
   * request is the one that used it; otherwise throws (400 for the code, 429 past the budget).
   */
  async verify(phone: string, code: string, ip: string | null): Promise<void> {
    const format = otpCodeSchema(this.config.OTP_LENGTH).safeParse(code);
    if (!format.success) {
      throw new AppError('VALIDATION_ERROR', format.error.issues[0]!.message, { field: 'token' });
    }

    const lockout = await failureLockout(this.db, phone);
    if (lockout) throw rateLimited(AUTH_MESSAGES.tooManyFailures, lockout);

    const challenge = await otp.latestChallenge(this.db, phone);
    if (!challenge) throw badCode(AUTH_MESSAGES.noCode);
    if (challenge.consumed) {
      throw badCode(
        challenge.attempts >= AUTH_LIMITS.otpMaxAttempts ? AUTH_MESSAGES.codeBurned : AUTH_MESSAGES.codeUsed,
      );
    }
    if (challenge.expired) throw badCode(AUTH_MESSAGES.codeExpired);

    if (!otpCodeMatches(this.key, challenge.id, phone, code, challenge.codeHash)) {
      const attempts = await otp.recordWrongAttempt(this.db, challenge.id, AUTH_LIMITS.otpMaxAttempts);
      await otp.insertEvent(this.db, { phone, ip, kind: 'failed' });
      if (attempts === null) throw badCode(AUTH_MESSAGES.codeUsed);
      const remaining = AUTH_LIMITS.otpMaxAttempts - attempts;
      if (remaining <= 0) throw badCode(AUTH_MESSAGES.codeBurned, { attempts_remaining: 0 });
      throw badCode(AUTH_MESSAGES.wrongCode, { attempts_remaining: remaining });
    }

    if (!(await otp.consumeChallenge(this.db, challenge.id))) throw badCode(AUTH_MESSAGES.codeUsed);
  }
}
