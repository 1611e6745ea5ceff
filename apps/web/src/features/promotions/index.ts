import { lazyWithWords } from '@/lib/i18n/lazy-with-words';

// The promotions feature's public surface: the business page's perks and the check-in's promotion
// picker, each loaded on demand with its words so the public business page carries none of them.
export const BusinessPerks = lazyWithWords(
  'src/features/promotions/components/business-perks.tsx',
  async () => ({
    default: (await import('./components/business-perks')).BusinessPerks,
  }),
);
export const PromotionPicker = lazyWithWords(
  'src/features/promotions/components/promotion-picker.tsx',
  async () => ({
    default: (await import('./components/promotion-picker')).PromotionPicker,
  }),
);
