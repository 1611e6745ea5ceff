import { CONVERSATION_MESSAGES, CONVERSATION_READ_ONLY_DAYS, type TConversationSide } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { businessAccess } from '../../plugins/business-access.ts';
import {
  type ConversationApplication,
  conversationApplication,
  hasReportedMessage,
} from './messages.repository.ts';

/** How a person reads a conversation: as its applicant, as its business, or as an admin. */
type ReaderSide = TConversationSide | 'admin';

export interface ConversationAccess {
  application: ConversationApplication;
  side: ReaderSide;
}

/**
 * Who may read an application's conversation (decision 086): its applicant; the owners and
 * managers of the business it was sent to; an active admin only once a message in it is reported.
 * Anyone else, and an id that is no application, gets the same 404, so ids reveal nothing.
 */
export async function conversationAccess(
  db: Db,
  user: { id: string },
  applicationId: string,
): Promise<ConversationAccess> {
  const application = await conversationApplication(db, applicationId);
  if (!application) throw notFound(CONVERSATION_MESSAGES.notFound);
  if (application.user_id === user.id) return { application, side: 'applicant' };
  const access = application.business_id ? await businessAccess(db, user, application.business_id) : null;
  if (access === 'member') return { application, side: 'business' };
  if (access === 'admin' && (await hasReportedMessage(db, applicationId)))
    return { application, side: 'admin' };
  throw notFound(CONVERSATION_MESSAGES.notFound);
}

/** Statuses that end an application: 30 days after either, its conversation is read-only. */
const ENDED = new Set<string>(['withdrawn', 'not_selected']);

/** The moment the conversation becomes read-only, or null while the application stands. */
export function readOnlyFrom(
  application: Pick<ConversationApplication, 'status' | 'status_changed_at'>,
): Date | null {
  if (!ENDED.has(application.status)) return null;
  return new Date(application.status_changed_at.getTime() + CONVERSATION_READ_ONLY_DAYS * 86_400_000);
}

export function isReadOnly(
  application: Pick<ConversationApplication, 'status' | 'status_changed_at'>,
  now: Date,
) {
  const from = readOnlyFrom(application);
  return from !== null && from <= now;
}
