import {
  conversationChoiceSms,
  MESSAGE_MAX,
  MESSAGES_PER_PERSON_PER_DAY,
  TEXT_REPLY_LOOKBACK_HOURS,
} from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { lockBudgetKeys } from '../../db/budget-lock.ts';
import type { Tx } from '../../db/client.ts';
import type { OrdinaryReplyHandler, RoutedReply } from '../notifications/index.ts';
import { isReadOnly } from './conversation-access.ts';
import { personBudgetKey } from './message-budgets.ts';
import { CONVERSATION_ROUTE } from './message-delivery.ts';
import {
  blocksBetween,
  conversationApplication,
  insertMessage,
  messagesBySenderInLastDay,
} from './messages.repository.ts';
import {
  answerPrompt,
  insertPrompt,
  openPrompt,
  type SentRoute,
  sentRoutes,
  userOnPhone,
} from './text-routing.repository.ts';

/** The numbered question asked when a reply could be for more than one business. */
const CONVERSATION_CHOICE = 'conversation-choice';
/** How far back a reply looks for the conversation text it answers when only one business wrote. */
const ROUTE_LOOKS_BACK_MS = 30 * 86_400_000;
/** Businesses a numbered question lists at most (answers are one digit). */
const CHOICES_MAX = 9;

/** An answer to a numbered question: the number alone ('2', ' 2. '). */
const NUMBER_ANSWER = /^\s*#?(\d{1,2})[.!]?\s*$/u;

/** What an incoming text keeps: its words without NUL bytes, trimmed, at most a message long. */
const asMessage = (body: string) => body.replaceAll('\u0000', '').trim().slice(0, MESSAGE_MAX);

/**
 * A reply into the application's conversation as the applicant's message, when the phone is still
 * the applicant's, the conversation is open, the business has not blocked them, and their daily
 * budget has room (counted under its lock, as in the app).
 */
async function deliverReply(
  tx: Tx,
  phone: string,
  applicationId: string,
  body: string,
  now: Date,
): Promise<RoutedReply> {
  const text = asMessage(body);
  if (!text) return { result: 'empty' };
  const application = await conversationApplication(tx, applicationId);
  if (!application?.business_id) return { result: 'refused' };
  if ((await userOnPhone(tx, phone)) !== application.user_id) return { result: 'refused' };
  if (isReadOnly(application, now)) return { result: 'refused' };
  if ((await blocksBetween(tx, application.business_id, application.user_id)).includes('business')) {
    return { result: 'refused' };
  }
  await lockBudgetKeys(tx, [personBudgetKey(application.user_id)]);
  if ((await messagesBySenderInLastDay(tx, application.user_id)) >= MESSAGES_PER_PERSON_PER_DAY) {
    return { result: 'refused' };
  }
  await insertMessage(tx, {
    application_id: application.id,
    business_id: application.business_id,
    sender_id: application.user_id,
    side: 'applicant',
    body: text,
    channel: 'text',
  });
  return { result: 'message_delivered' };
}

/** The newest conversation text of each business, newest first. */
function perBusiness(routes: readonly SentRoute[]): SentRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = route.business_id ?? route.application_id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Replies to conversation texts (decision 087). A number answering an open question of which
 * conversation delivers the reply the question kept; otherwise a reply goes to the conversation of
 * the newest conversation text the phone got, unless more than one business texted it in the last
 * day: then the reply is kept and the phone is asked, by number, which one it is for.
 */
export function conversationReplies(app: FastifyInstance): OrdinaryReplyHandler {
  return async (tx, { phone, body, now }) => {
    const lastDay = new Date(now.getTime() - TEXT_REPLY_LOOKBACK_HOURS * 3_600_000);
    const number = NUMBER_ANSWER.exec(body);
    if (number) {
      const prompt = await openPrompt(tx, phone, CONVERSATION_CHOICE, lastDay);
      if (prompt) {
        const chosen = prompt.options[Number(number[1]) - 1];
        if (!chosen) return { result: 'unknown_choice' };
        await answerPrompt(tx, prompt.id);
        return deliverReply(tx, phone, chosen, prompt.pending ?? '', now);
      }
    }
    const routes = await sentRoutes(
      tx,
      phone,
      CONVERSATION_ROUTE,
      new Date(now.getTime() - ROUTE_LOOKS_BACK_MS),
    );
    if (routes.length === 0) return null;
    const recent = perBusiness(routes.filter((route) => route.sent_at > lastDay)).slice(0, CHOICES_MAX);
    if (recent.length < 2) return deliverReply(tx, phone, routes[0]!.application_id, body, now);

    const text = asMessage(body);
    if (!text) return { result: 'empty' };
    const promptId = await insertPrompt(tx, {
      phone,
      kind: CONVERSATION_CHOICE,
      options: recent.map((route) => route.application_id),
      pending: text,
    });
    const options = recent.map((route, index) => ({
      number: index + 1,
      businessName: route.business_name,
      jobTitle: route.job_title,
    }));
    return {
      result: 'asked_which',
      afterCommit: () =>
        app.textOutbox.queueText({
          to: { phone },
          body: (t) => conversationChoiceSms({ options }, t),
          category: CONVERSATION_CHOICE,
          dedupeKey: `text-prompt:${promptId}`,
          perDayLimit: 10,
        }),
    };
  };
}
