import { lazyWithWords } from '@/lib/i18n/lazy-with-words';

// The reviews feature's public surface: the business page's reviews, loaded on demand with their
// words so the public business page's own chunk carries none of their code.
export const BusinessReviews = lazyWithWords(
  'src/features/reviews/components/business-reviews.tsx',
  async () => ({
    default: (await import('./components/business-reviews')).BusinessReviews,
  }),
);
