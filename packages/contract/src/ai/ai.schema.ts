import { z } from 'zod';
import { ZAdminUserInput } from '../admin-users/admin-users.schema.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText, requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { AI_LIMITS, AI_MESSAGES } from './ai-limits.ts';

export const AI_CONVERSATION_TYPES = ['business_onboarding', 'employee_onboarding'] as const;
export type AiConversationType = (typeof AI_CONVERSATION_TYPES)[number];
export const ZAiConversationType = z.enum(AI_CONVERSATION_TYPES, {
  error: 'conversation_type must be business_onboarding or employee_onboarding',
});
export const AI_CONVERSATION_STATUSES = ['active', 'completed'] as const;
export const AI_MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;

/** Chat text: trimmed, not blank, bounded (the cost limit). */
const ZChatText = z
  .string({ error: AI_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: AI_MESSAGES.messageRequired })
  .max(AI_LIMITS.messageMaxLength, { error: AI_MESSAGES.messageTooLong });

/** Free-form hints about who is chatting (e.g. a test scenario): a few short scalar values. */
const ZUserContext = z
  .record(
    z.string().max(50),
    z.union([z.string().max(AI_LIMITS.userContextValueMaxLength), z.number(), z.boolean(), z.null()]),
    { error: 'user_context must be an object of short text, number or boolean values' },
  )
  .refine((value) => Object.keys(value).length <= AI_LIMITS.userContextMaxKeys, {
    error: `user_context may hold at most ${AI_LIMITS.userContextMaxKeys} keys`,
  });

/**
 * POST /ai/conversations. Without a type the conversation's kind is detected from the opening
 * message (a worker looking for work, otherwise a business).
 */
export const ZCreateConversationRequest = z.strictObject(
  {
    conversation_type: ZAiConversationType.optional(),
    initial_message: ZChatText.optional(),
    user_context: ZUserContext.optional(),
  },
  UNKNOWN_FIELDS,
);
export type TCreateConversationRequest = z.infer<typeof ZCreateConversationRequest>;

export const ZSendMessageRequest = z.strictObject(
  {
    message: ZChatText,
    message_context: z
      .strictObject({
        test_scenario: z.string().max(100).optional(),
        timestamp: z.string().max(40).optional(),
      })
      .optional(),
  },
  UNKNOWN_FIELDS,
);
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

/** One turn. An assistant turn's content may be JSON holding a `message` field (spec section 3). */
export const ZAiMessage = z.object({
  id: ZUuid,
  role: z.enum(AI_MESSAGE_ROLES),
  content: z.string(),
  created_at: ZIsoDateTime,
});
export type TAiMessage = z.infer<typeof ZAiMessage>;

export const ZAiConversation = z.object({
  id: ZUuid,
  type: ZAiConversationType,
  status: z.enum(AI_CONVERSATION_STATUSES),
  user_id: ZUuid.nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
  messages: z.array(ZAiMessage),
});
export type TAiConversation = z.infer<typeof ZAiConversation>;

/** POST /ai/conversations/{id}/messages: the stored user turn and the assistant's reply. */
export const ZSendMessageResult = z.object({
  conversation_id: ZUuid,
  status: z.enum(AI_CONVERSATION_STATUSES),
  user_message: ZAiMessage,
  reply: ZAiMessage,
});
export type TSendMessageResult = z.infer<typeof ZSendMessageResult>;

export const EXTRACTION_METHODS = ['rules', 'openrouter'] as const;

/**
 * POST /ai/conversations/{id}/extract. `extracted_data` of a business conversation is a body for
 * the business schemas (ZCreateBusinessRequest) as is; of an employee conversation, the body
 * of ZWorkerOnboardingData (the user form's name fields plus the role and experience). `validation_errors` lists what
 * those schemas refuse, each naming its field.
 */
export const ZExtractionResult = z.object({
  conversation_id: ZUuid,
  conversation_type: ZAiConversationType,
  confidence_score: z.number().min(0).max(1),
  extraction_method: z.enum(EXTRACTION_METHODS),
  extracted_data: z.record(z.string(), z.unknown()),
  validation_errors: z.array(z.string()),
  /**
   * Fields the schemas accept but that may be misheard (doubtfulBusinessFields): the form shows
   * them marked for the owner to confirm. Absent: none.
   */
  doubtful_fields: z.array(z.string()).optional(),
});
export type TExtractionResult = z.infer<typeof ZExtractionResult>;

export const ZAiStats = z.object({
  totalConversations: ZCount,
  activeConversations: ZCount,
  completedConversations: ZCount,
  totalMessages: ZCount,
  conversationTypes: z.record(z.string(), ZCount),
  averageMessages: z.number().min(0),
  /** Which provider answers and its model (the hosted model's name, or the built-in rules). */
  provider: z.enum(EXTRACTION_METHODS),
  model: z.string(),
});
export type TAiStats = z.infer<typeof ZAiStats>;

/** GET /ai/test-connection: which provider answered, with which model, and how fast. */
export const ZAiConnection = z.object({
  ok: z.literal(true),
  provider: z.enum(EXTRACTION_METHODS),
  model: z.string(),
  latency_ms: ZCount,
  message: z.string(),
});
export type TAiConnection = z.infer<typeof ZAiConnection>;

/**
 * What an employee conversation proposes: the name fields exactly as the admin user form takes them
 * (ZAdminUserInput), plus the role sought and the experience in the person's own words.
 */
export const ZWorkerOnboardingData = z.strictObject(
  {
    ...ZAdminUserInput.pick({ first_name: true, last_name: true }).shape,
    desired_role: requiredText(100, 'Desired role is required', 'Desired role too long (max 100 characters)'),
    experience: optionalText(1000, 'Experience too long (max 1000 characters)'),
    years_experience: z.number({ error: 'years_experience must be a number' }).min(0).max(70).optional(),
  },
  UNKNOWN_FIELDS,
);
