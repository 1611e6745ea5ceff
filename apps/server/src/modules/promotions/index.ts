// The promotions module's public surface: redeeming a promotion inside a check-in's transaction,
// the promotions a member may still use, for the check-in's picker, and the public partner list.
export { listPartners } from './partners.repository.ts';
export { promotionsLeftFor } from './promotions-left.ts';
export { redeemPromotion } from './redeem-promotion.ts';
