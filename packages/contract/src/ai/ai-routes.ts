import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import {
  ZAiConnection,
  ZAiConversation,
  ZAiMessage,
  ZAiStats,
  ZConversationParams,
  ZCreateConversationRequest,
  ZExtractionResult,
  ZSendMessageRequest,
  ZSendMessageResult,
} from './ai.schema.ts';

/**
 * The onboarding chat's routes. A conversation belongs to the person who started it: anyone
 * else gets 404 (admins see all). Sending counts against the hourly budget (429).
 */
export const AI_ROUTES = {
  'GET /ai/test-connection': {
    summary: 'Ask the configured provider (built-in rules or the hosted model) for one short answer',
    tag: 'ai',
    access: 'admin',
    responses: { 200: ok(ZAiConnection) },
  },
  'GET /ai/admin/stats': {
    summary: 'Counts over every onboarding conversation: by status and type, messages, average length',
    tag: 'ai',
    access: 'admin',
    responses: { 200: ok(ZAiStats) },
  },
  'POST /ai/conversations': {
    summary: 'Start an onboarding conversation (business or employee, detected when not given)',
    tag: 'ai',
    access: 'user',
    body: ZCreateConversationRequest,
    responses: { 201: ok(ZAiConversation) },
  },
  'GET /ai/conversations/{id}': {
    summary: 'One conversation with its messages (its owner or an admin)',
    tag: 'ai',
    access: 'user',
    params: ZConversationParams,
    responses: { 200: ok(ZAiConversation) },
  },
  'POST /ai/conversations/{id}/messages': {
    summary: "Send a message and get the assistant's reply; counts against the hourly budget",
    tag: 'ai',
    access: 'user',
    params: ZConversationParams,
    body: ZSendMessageRequest,
    responses: { 200: ok(ZSendMessageResult) },
  },
  'GET /ai/conversations/{id}/messages': {
    summary: 'The messages of one conversation, oldest first',
    tag: 'ai',
    access: 'user',
    params: ZConversationParams,
    responses: { 200: ok(z.array(ZAiMessage)) },
  },
  'POST /ai/conversations/{id}/extract': {
    summary: 'Form data extracted from the conversation, validated by the business or user schemas',
    tag: 'ai',
    access: 'user',
    params: ZConversationParams,
    responses: { 200: ok(ZExtractionResult) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;
