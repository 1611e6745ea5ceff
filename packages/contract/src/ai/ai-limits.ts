/**
 * The onboarding chat's cost and abuse limits and its messages (docs/product.md, "AI onboarding
 * and the API Test Center"). A hosted model is paid per message, so every person has an hourly
 * budget whichever provider is configured.
 */
export const AI_LIMITS = {
  messageMaxLength: 2000,
  /** User messages one person may send per rolling hour, across all their conversations. */
  messagesPerUserPerHour: 60,
  /** Conversations one person may start per rolling hour. */
  conversationsPerUserPerHour: 20,
  /** Extractions ('Fill in the form') one person may ask for per rolling hour (decision 069). */
  extractionsPerUserPerHour: 30,
  /**
   * Calls to the provider (a new conversation, a message, an extraction) from one client network
   * per rolling hour, whoever is signed in (decision 069): five people at their full message budget.
   */
  callsPerNetworkPerHour: 300,
  /** Keys and size of the free-form context sent with a new conversation. */
  userContextMaxKeys: 20,
  userContextValueMaxLength: 500,
} as const;

export const AI_MESSAGES = {
  messageRequired: 'Message is required',
  messageTooLong: `Message too long (max ${AI_LIMITS.messageMaxLength} characters)`,
  tooManyMessages: 'Too many messages this hour. Please wait before sending more.',
  tooManyConversations: 'Too many new conversations this hour. Please wait before starting another.',
  tooManyExtractions: 'Too many form fills this hour. Please wait before asking again.',
  tooManyFromNetwork:
    'Too many assistant requests from your network this hour. Please wait before sending more.',
  conversationNotFound: 'Conversation not found',
  conversationRequired: 'Please create a conversation first',
  invalidJsonPayload: 'Invalid JSON payload',
  conversationCreated: 'AI conversation created successfully',
  messageSent: 'Message sent successfully',
  dataExtracted: 'Data extracted successfully',
  createFailed: 'Failed to create conversation',
  sendFailed: 'Failed to send message',
  extractFailed: 'Failed to extract data',
  connectionPassed: 'OpenRouter connection test passed',
  /** Every failure of the hosted model reaches the client with this prefix. */
  serviceErrorPrefix: 'AI Service Error: ',
  unknownError: 'Unknown error',
} as const;

export const connectionFailed = (reason: string) => `Connection test failed: ${reason}`;

/** The model the spec names; a configured OPENROUTER_MODEL replaces it. */
export const DEFAULT_AI_MODEL = 'anthropic/claude-3.5-sonnet';

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** Confidence colours (spec section 9): above 0.7 green, above 0.4 yellow, otherwise red. */
export function confidenceLevel(score: number): ConfidenceLevel {
  if (score > 0.7) return 'high';
  if (score > 0.4) return 'medium';
  return 'low';
}

/** Success rate: completed divided by total, as a percent with one decimal (0 when none). */
export function successRatePercent(completed: number, total: number): string {
  return total === 0 ? '0.0' : ((completed / total) * 100).toFixed(1);
}
