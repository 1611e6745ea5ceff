import { randomUUID } from 'node:crypto';
import {
  AUTH_LIMITS,
  type Locale,
  otpCodeSchema,
  SIGN_IN_ABUSE_MESSAGES,
  type TSendOtpResult,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/app-config.ts';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deriveKey } from '../../lib/derive-key.ts';
import type { ChallengeGate } from '../challenge/index.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import * as otp from './otp.repository.ts';
import {
  assertMaySend,
  assertMayVerify,
  type Client,
  sendBudgetKeys,
  sendNeedsChallenge,
  verifyBudgetKeys,
  verifyNeedsChallenge,
} from './otp-budgets.ts';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { assertSmsRoom, releaseSlot, takeCodeSlot } from './sms-hourly-cap.ts';

/**
 * Every refusal of the code itself: never sent, expired, used, voided, wrong or burned. One
 * answer, with nothing that differs between them (no tries left), so checking a number's code
 * never tells whether that number asked for one.
 */
const codeNotValid = () =>
  new AppError('BAD_REQUEST', SIGN_IN_ABUSE_MESSAGES.codeNotValid, { field: 'token' });

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

  /**
   * Sends a fresh code to an E.164 phone, or refuses (429 with Retry-After, 428 for a challenge).
   * The text is in the language the visitor picked on the site (`language.chosen`), else the one
   * the number's account saved, else the browser's (`language.accepted`): the person may have no
   * account yet.
   */
  async send(
    phone: string,
    client: Client,
    altcha?: string,
    language: { chosen: Locale | null; accepted: Locale } = { chosen: null, accepted: 'en' },
  ): Promise<TSendOtpResult> {
    // Refusals first, so nobody solves a challenge for a request that cannot succeed.
    await assertMaySend(this.db, phone, client);
    await assertSmsRoom(this.db, this.config.SMS_MAX_PER_HOUR, this.log);
    const solved = await sendNeedsChallenge(this.db, phone, client);
    if (solved) await this.gate.requireSolved(altcha);

    const code = generateOtpCode(this.config.OTP_LENGTH);
    const challengeId = randomUUID();
    // The check and the spend are one step under the phone's and the network's budget locks, on
    // every instance (decision 050). A request judged free of a challenge before the lock is judged
    // again inside it: the requests ahead of it may have used the free ones. The service-wide cap
    // is a slot of its own, taken before anything is written and given back by any rollback.
    const sent = await withBudget(this.db, sendBudgetKeys(phone, client), async (tx) => {
      await assertMaySend(tx, phone, client);
      if (!solved && (await sendNeedsChallenge(tx, phone, client))) await this.gate.requireSolved(altcha, tx);
      const slot = await takeCodeSlot(tx, this.config.SMS_MAX_PER_HOUR);
      await otp.voidOpenChallenges(tx, phone);
      await otp.insertChallenge(tx, {
        id: challengeId,
        phone,
        codeHash: hashOtpCode(this.key, challengeId, phone, code),
        validitySeconds: AUTH_LIMITS.otpValiditySeconds,
        ip: client.ip,
      });
      const eventId = await otp.insertEvent(tx, {
        phone,
        ip: client.ip,
        network: client.network,
        kind: 'sent',
      });
      return { eventId, slot };
    });

    const minutes = AUTH_LIMITS.otpValiditySeconds / 60;
    const locale = language.chosen ?? (await otp.savedLanguageOf(this.db, phone)) ?? language.accepted;
    const t = translatorForLocale(locale);
    try {
      await this.sms.send(
        phone,
        t('Your Industry Perks code is {code}. It expires in {minutes} minutes.', { code, minutes }),
      );
    } catch (error) {
      await otp.cancelSend(this.db, challengeId, sent.eventId);
      await releaseSlot(this.db, sent.slot);
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
    const mayVerify = async (db: Db | Tx) => {
      try {
        await assertMayVerify(db, phone, client);
      } catch (error) {
        this.log.warn({ event: 'auth.verify_limited', ...event }, 'code check refused: failure budget spent');
        throw error;
      }
    };
    await mayVerify(this.db);
    const solved = await verifyNeedsChallenge(this.db, phone);
    if (solved) await this.gate.requireSolved(altcha);

    // The budget check, the code's attempt count and the failure event are one step under the
    // phone's and the network's budget locks (decision 050). A wrong code answers 400 but its
    // failure must count: the transaction returns the refusal and commits, the throw comes after.
    const refusal = await withBudget(this.db, verifyBudgetKeys(phone, client), async (tx) => {
      await mayVerify(tx);
      if (!solved && (await verifyNeedsChallenge(tx, phone))) await this.gate.requireSolved(altcha, tx);
      const failed = async (error: AppError) => {
        await otp.insertEvent(tx, { phone, ip: client.ip, network: client.network, kind: 'failed' });
        return { error, failure: true };
      };
      const challenge = await otp.latestChallenge(tx, phone);
      // Never sent, expired, used, voided and wrong all answer alike, and each counts as a
      // failure, so the check neither tells which numbers have asked for codes nor serves as a
      // free lookup.
      if (!challenge || challenge.consumed || challenge.expired) return failed(codeNotValid());
      if (!otpCodeMatches(this.key, challenge.id, phone, code, challenge.codeHash)) {
        // The 5th wrong try burns the code: after it even the right code is refused.
        await otp.recordWrongAttempt(tx, challenge.id, AUTH_LIMITS.otpMaxAttempts);
        return failed(codeNotValid());
      }
      if (!(await otp.consumeChallenge(tx, challenge.id))) return { error: codeNotValid(), failure: false };
      return null;
    });
    if (refusal?.failure) {
      this.log.warn({ event: 'auth.verify_failed', ...event }, 'wrong or unusable sign-in code');
    }
    if (refusal) throw refusal.error;
  }
}
