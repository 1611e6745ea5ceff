// The promotions module's public surface: redeeming a promotion inside a check-in's transaction,
// and the promotions a member may still use, for the check-in's picker.
export { promotionsLeftFor } from './promotions-left.ts';
export { redeemPromotion } from './redeem-promotion.ts';
