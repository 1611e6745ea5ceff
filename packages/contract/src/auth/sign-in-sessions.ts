import { z } from 'zod';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';

/**
 * A person's signed-in devices: every sign-in that has not ended, so they can see where their
 * account is open and sign out of the devices they no longer use or do not recognise.
 */
export const ZSignInSession = z.object({
  /** The sign-in's id (the same on every refresh of it). */
  id: ZUuid,
  /** Browser and system, e.g. 'Chrome on Android', from the device's user agent. */
  device: z.string(),
  /** The address the device last refreshed from, shown only to the person themselves. */
  ip: z.string().nullable(),
  started_at: ZIsoDateTime,
  last_active_at: ZIsoDateTime,
  /** The sign-in this request was made with. */
  current: z.boolean(),
});
export type TSignInSession = z.infer<typeof ZSignInSession>;

export const ZSignOutOthersResult = z.object({ signed_out: ZCount });
export type TSignOutOthersResult = z.infer<typeof ZSignOutOthersResult>;

export const SIGN_IN_SESSION_MESSAGES = {
  notFound: 'That sign-in has already ended',
  isCurrent: 'This is the device you are using: use Log out to end this sign-in',
  unknownDevice: 'Unknown device',
  signedOutOne: 'Signed out of that device',
  signedOutOthers: (count: number, t: Translate = inEnglish) =>
    count === 0
      ? t('No other devices were signed in')
      : count === 1
        ? t('Signed out of {count} other device', { count })
        : t('Signed out of {count} other devices', { count }),
  signOutOthersConfirm:
    'Sign out of every other device? Anyone using your account there will need a new code to sign in again.',
} as const;
