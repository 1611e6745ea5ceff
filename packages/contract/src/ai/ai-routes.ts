import { z } from 'zod';
import { adminRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZAiConnection,
  ZAiConversation,
  ZAiMessage,
  ZAiStats,
  ZCreateConversationRequest,
  ZExtractionResult,
  ZSendMessageRequest,
  ZSendMessageResult,
} from './ai.schema.ts';

/**
 * The onboarding chat's routes. A conversation belongs to the person who started it: anyone
 * else gets 404 (admins see all). Sending counts against the hourly budget (429).
 */
export const AI_ROUTES = featureRoutes('ai', {
  'GET /ai/test-connection': adminRoute(
    'Ask the configured provider (built-in rules or the hosted model) for one short answer',
    { ok: ZAiConnection },
  ),
  'GET /ai/admin/stats': adminRoute(
    'Counts over every onboarding conversation: by status and type, messages, average length',
    { ok: ZAiStats },
  ),
  'POST /ai/conversations': signedInRoute(
    'Start an onboarding conversation (business or employee, detected when not given)',
    { body: ZCreateConversationRequest, created: ZAiConversation },
  ),
  'GET /ai/conversations/{id}': signedInRoute('One conversation with its messages (its owner or an admin)', {
    params: ZIdParams,
    ok: ZAiConversation,
  }),
  'POST /ai/conversations/{id}/messages': signedInRoute(
    "Send a message and get the assistant's reply; counts against the hourly budget",
    { params: ZIdParams, body: ZSendMessageRequest, ok: ZSendMessageResult },
  ),
  'GET /ai/conversations/{id}/messages': signedInRoute('The messages of one conversation, oldest first', {
    params: ZIdParams,
    ok: z.array(ZAiMessage),
  }),
  'POST /ai/conversations/{id}/extract': signedInRoute(
    'Form data extracted from the conversation, validated by the business or user schemas',
    { params: ZIdParams, ok: ZExtractionResult },
  ),
});
