import type { TSendOtpResult } from '@perks/contract';
import { api } from '@/lib/api-client';
import { withChallenge } from '@/lib/challenge/with-challenge';

/**
 * POST /auth/send-otp: texts a one-time code to the phone (international format with a plus),
 * solving a proof-of-work challenge first when the server asks for one.
 */
export function sendOtp(phone: string): Promise<TSendOtpResult> {
  return withChallenge((altcha) => api.post('/auth/send-otp', { body: { phone, altcha }, skipAuth: true }));
}
