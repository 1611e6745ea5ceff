import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS, otpCodeSchema, SIGN_IN_ABUSE_MESSAGES, type TSendOtpResult } from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/app-config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChallengeGate } from '../challenge/index.ts';
import { deriveKey } from './auth-keys.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import * as otp from './otp.repository.ts';
import {
  assertMaySend,
  assertMayVerify,
  type Client,
  sendNeedsChallenge,
  verifyNeedsChallenge,
} from './otp-budgets.ts';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { assertSmsBudget } from './sms-hourly-cap.ts';

const badCode = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', message, { field: 'token', details });

/** The budgets and the challenge gate around sending and checking codes (decisions 007 and 021). */
export class OtpService {
  private readonly key: string;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly sms: SmsProvider,
    private readonly gate: ChallengeGate,
    private readonly log: FastifyBaseLogger,
  ) {
    this.key = deriveKey(config.jwtSecret, 'otp');
  }

  /** Sends a fresh code to an E.164 phone, or refuses (429 with Retry-After, 428 for a challenge). */
  async send(phone: string, client: Client, altcha?: string): Promise<TSendOtpResult> {
    // Refusals first, so nobody solves a challenge for a request that cannot succeed; the gate
    // writes its own row, so it runs before the transaction rather than inside it.
    await assertMaySend(this.db, phone, client);
    if (await sendNeedsChallenge(this.db, phone, client)) await this.gate.requireSolved(altcha);

    const code = generateOtpCode(this.config.OTP_LENGTH);
    const challengeId = randomUUID();
    // The lock makes the limit checks and the insert one step per phone, even across instances.
    const eventId = await this.db.transaction(async (tx) => {
      await otp.lockPhone(tx, phone);
      await assertMaySend(tx, phone, client);
      await assertSmsBudget(tx, this.config.SMS_MAX_PER_HOUR, this.log);
      await otp.voidOpenChallenges(tx, phone);
      await otp.insertChallenge(tx, {
        id: challengeId,
        phone,
        codeHash: hashOtpCode(this.key, challengeId, phone, code),
        validitySeconds: AUTH_LIMITS.otpValiditySeconds,
        ip: client.ip,
      });
      return otp.insertEvent(tx, { phone, ip: client.ip, network: client.network, kind: 'sent' });
    });

    const minutes = AUTH_LIMITS.otpValiditySeconds / 60;
    try {
      await this.sms.send(phone, `Your Industry Perks code is ${code}. It expires in ${minutes} minutes.`);
    } catch (error) {
      await otp.cancelSend(this.db, challengeId, eventId);
      // The gateway's words can name accounts, numbers or internals: the log keeps them, the
      // anonymous caller gets only the message.
      this.log.error({ err: error }, 'SMS gateway refused a sign-in code');
      throw new AppError('SERVICE_UNAVAILABLE', AUTH_MESSAGES.smsFailed);
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
   * request is the one that used it; otherwise throws (400 for the code, 429 past the budget,
   * 428 while the phone is under attack and no solved challenge came with the request).
   */
  async verify(phone: string, code: string, client: Client, altcha?: string): Promise<void> {
    const format = otpCodeSchema(this.config.OTP_LENGTH).safeParse(code);
    if (!format.success) {
      throw new AppError('VALIDATION_ERROR', format.error.issues[0]!.message, { field: 'token' });
    }
    // Security events name the network and only the number's last two digits (personal data).
    const event = { phone_hint: `…${phone.slice(-2)}`, network: client.network };
    try {
      await assertMayVerify(this.db, phone, client);
    } catch (error) {
      this.log.warn({ event: 'auth.verify_limited', ...event }, 'code check refused: failure budget spent');
      throw error;
    }
    if (await verifyNeedsChallenge(this.db, phone)) await this.gate.requireSolved(altcha);

    const failed = async () => {
      this.log.warn({ event: 'auth.verify_failed', ...event }, 'wrong or unusable sign-in code');
      await otp.insertEvent(this.db, { phone, ip: client.ip, network: client.network, kind: 'failed' });
    };
    const challenge = await otp.latestChallenge(this.db, phone);
    // Never sent, expired, used or voided all answer alike, and each counts as a failure, so
    // the check neither tells which numbers have asked for codes nor serves as a free lookup.
    if (!challenge || challenge.consumed || challenge.expired) {
      await failed();
      throw badCode(SIGN_IN_ABUSE_MESSAGES.codeNotValid);
    }

    if (!otpCodeMatches(this.key, challenge.id, phone, code, challenge.codeHash)) {
      const attempts = await otp.recordWrongAttempt(this.db, challenge.id, AUTH_LIMITS.otpMaxAttempts);
      await failed();
      if (attempts === null) throw badCode(SIGN_IN_ABUSE_MESSAGES.codeNotValid);
      const remaining = AUTH_LIMITS.otpMaxAttempts - attempts;
      if (remaining <= 0) throw badCode(AUTH_MESSAGES.codeBurned, { attempts_remaining: 0 });
      throw badCode(AUTH_MESSAGES.wrongCode, { attempts_remaining: remaining });
    }

    if (!(await otp.consumeChallenge(this.db, challenge.id)))
      throw badCode(SIGN_IN_ABUSE_MESSAGES.codeNotValid);
  }
}
