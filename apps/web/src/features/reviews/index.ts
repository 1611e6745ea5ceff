import { lazy } from 'react';

// The reviews feature's public surface: the business page's reviews, loaded on demand so the public
// business page's own chunk carries none of their code.
export const BusinessReviews = lazy(async () => ({
  default: (await import('./components/business-reviews')).BusinessReviews,
}));
