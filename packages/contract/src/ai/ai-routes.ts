import { z } from 'zod';
import { ok } from '../api/envelope.ts';
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
  'GET /ai/test-connection': {
    summary: 'Ask the configured provider (built-in rules or the hosted model) for one short answer',
    access: 'admin',
    responses: { 200: ok(ZAiConnection) },
  },
  'GET /ai/admin/stats': {
    summary: 'Counts over every onboarding conversation: by status and type, messages, average length',
    access: 'admin',
    responses: { 200: ok(ZAiStats) },
  },
  'POST /ai/conversations': {
    summary: 'Start an onboarding conversation (business or employee, detected when not given)',
    access: 'user',
    body: ZCreateConversationRequest,
    responses: { 201: ok(ZAiConversation) },
  },
  'GET /ai/conversations/{id}': {
    summary: 'One conversation with its messages (its owner or an admin)',
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZAiConversation) },
  },
  'POST /ai/conversations/{id}/messages': {
    summary: "Send a message and get the assistant's reply; counts against the hourly budget",
    access: 'user',
    params: ZIdParams,
    body: ZSendMessageRequest,
    responses: { 200: ok(ZSendMessageResult) },
  },
  'GET /ai/conversations/{id}/messages': {
    summary: 'The messages of one conversation, oldest first',
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(z.array(ZAiMessage)) },
  },
  'POST /ai/conversations/{id}/extract': {
    summary: 'Form data extracted from the conversation, validated by the business or user schemas',
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZExtractionResult) },
  },
});
