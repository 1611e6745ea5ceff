import { inEnglish, type Translate } from '../i18n/translate.ts';

/**
 * A promotion's per-member limit (`max_uses`; null is no limit) against one member's redemptions
 * of it (decision 043). The check-in, the server's redemption and the member's perk card all read
 * the limit through these, so "used up" means one thing everywhere.
 */

/** Whether the member has used the promotion as often as it allows; never without a limit. */
export function usedUp(used: number, maxUses: number | null): boolean {
  return maxUses !== null && used >= maxUses;
}

/** 'used 1 of 2' for a promotion with a per-member limit; null without one. */
export function memberUsesLabel(
  used: number,
  maxUses: number | null,
  t: Translate = inEnglish,
): string | null {
  return maxUses === null ? null : t('used {used} of {max}', { used, max: maxUses });
}
