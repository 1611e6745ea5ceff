/** The budgets a message spends (decision 050): its sender's, and its business's when the business writes. */
export const personBudgetKey = (userId: string) => `messages:user:${userId}`;
export const businessBudgetKey = (businessId: string) => `messages:business:${businessId}`;
