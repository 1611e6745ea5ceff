import type { Locale, TCurrentUser } from '@perks/contract';
import type { AppConfig } from '../../config/app-config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, managesAnyBusiness, toCurrentUser, upsertUserOnSignIn } from '../users/index.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { toE164 } from './phone.ts';
import type { ClientMeta, IssuedSession, SessionService } from './sessions.service.ts';

export interface SignedIn {
  user: TCurrentUser;
  session: IssuedSession;
}

/**
 * What a proven phone number (E.164) leads to, once `POST /auth/verify-otp` has accepted its code:
 * the account, created on first sign-in, with ADMIN_PHONES' first-admin grant (decision 053);
 * a refusal for a disabled account; and a new session.
 */
export class SignIns {
  private readonly adminPhones: Set<string>;

  constructor(
    private readonly db: Db,
    config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    this.adminPhones = new Set(config.ADMIN_PHONES.map((phone) => toE164(phone) ?? phone));
  }

  async start(phone: string, meta: ClientMeta, language: Locale | null): Promise<SignedIn> {
    const user = await upsertUserOnSignIn(this.db, phone, this.adminPhones.has(phone), language);
    if (!user.is_active) throw new AppError('FORBIDDEN', AUTH_MESSAGES.accountDisabled);
    const session = await this.sessions.start(user, meta);
    return { user: toCurrentUser(user, await managesAnyBusiness(this.db, user.id)), session };
  }

  /** A sign-in for an account that proved one of its passkeys (decision 103). */
  async startProven(userId: string, meta: ClientMeta): Promise<SignedIn> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionEnded);
    if (!user.is_active) throw new AppError('FORBIDDEN', AUTH_MESSAGES.accountDisabled);
    const session = await this.sessions.start(user, meta);
    return { user: toCurrentUser(user, await managesAnyBusiness(this.db, user.id)), session };
  }
}
