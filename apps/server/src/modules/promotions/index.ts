// The promotions module's public surface: redeeming a promotion inside a check-in's transaction.
export { redeemPromotion } from './redeem-promotion.ts';
