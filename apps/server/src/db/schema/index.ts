// Every table of the product, one file per entity; drizzle-kit reads this barrel.
export * from './ai-conversations.ts';
export * from './ai-messages.ts';
export * from './audit-events.ts';
export * from './business-members.ts';
export * from './businesses.ts';
export * from './employee-rosters.ts';
export * from './enums.ts';
export * from './idempotency-keys.ts';
export * from './jobs.ts';
export * from './leads.ts';
export * from './otp-challenges.ts';
export * from './otp-events.ts';
export * from './refresh-sessions.ts';
export * from './request-events.ts';
export * from './used-challenges.ts';
export * from './users.ts';
export * from './work-experiences.ts';
