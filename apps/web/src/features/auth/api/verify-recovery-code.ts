import type { TStepUpResult } from '@perks/contract';
import { api } from '@/lib/api-client';

/** POST /auth/recovery-codes/redeem: one recovery code in place of the passkey, once. */
export function verifyRecoveryCode(code: string): Promise<TStepUpResult> {
  return api.post('/auth/recovery-codes/redeem', { body: { code } });
}
