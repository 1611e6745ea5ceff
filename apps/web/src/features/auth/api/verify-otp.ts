import type { TSignInResult } from '@perks/contract';
import { api } from '@/lib/api-client';

/** POST /auth/verify-otp: answers the user and a session; the server sets the refresh cookie. */
export function verifyOtp(phone: string, token: string): Promise<TSignInResult> {
  return api.post('/auth/verify-otp', { body: { phone, token }, skipAuth: true });
}
