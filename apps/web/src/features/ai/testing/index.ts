// Fixtures other features' tests use for the onboarding assistant's conversations.
export { onboardingConversation } from './conversation-fixtures';
