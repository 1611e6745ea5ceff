import type { TSignInResult } from '@perks/contract';
import { api } from '@/lib/api-client';
import { withChallenge } from '@/lib/challenge/with-challenge';

/**
 * POST /auth/verify-otp: answers the user and a session; the server sets the refresh cookie.
 * While the number is under attack the server asks for a solved challenge first.
 */
export function verifyOtp(phone: string, token: string): Promise<TSignInResult> {
  return withChallenge((altcha) =>
    api.post('/auth/verify-otp', { body: { phone, token, altcha }, skipAuth: true }),
  );
}
