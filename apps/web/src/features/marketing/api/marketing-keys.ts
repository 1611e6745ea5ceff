/** Query keys of the marketing pages. */
export const marketingKeys = {
  /** Every active partner with its live perks' titles (/restaurants, /product). */
  partners: () => ['partners'] as const,
};
