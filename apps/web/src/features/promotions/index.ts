import { lazy } from 'react';

// The promotions feature's public surface: the business page's perks and the check-in's promotion
// picker, each loaded on demand so the public business page carries none of their code.
export const BusinessPerks = lazy(async () => ({
  default: (await import('./components/business-perks')).BusinessPerks,
}));
export const PromotionPicker = lazy(async () => ({
  default: (await import('./components/promotion-picker')).PromotionPicker,
}));
