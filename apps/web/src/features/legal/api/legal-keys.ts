/** Query keys of the privacy, terms and support pages. */
export const legalKeys = {
  /** How many days each kind of record is kept (/privacy). */
  retention: () => ['legal', 'retention'] as const,
};
