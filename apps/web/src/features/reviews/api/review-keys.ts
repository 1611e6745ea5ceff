/** Query keys of the reviews feature; the eligibility is personal, so it lives under 'user'. */
export const reviewKeys = {
  summary: (businessId: string) => ['business-reviews', businessId] as const,
  eligibility: (businessId: string) => ['user', 'review-eligibility', businessId] as const,
};
