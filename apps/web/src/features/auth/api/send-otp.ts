import type { TSendOtpResult } from '@perks/contract';
import { api } from '@/lib/api-client';

/** POST /auth/send-otp: texts a one-time code to the phone (international format with a plus). */
export function sendOtp(phone: string): Promise<TSendOtpResult> {
  return api.post('/auth/send-otp', { body: { phone }, skipAuth: true });
}
