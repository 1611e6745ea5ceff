import { adminRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZBlockState,
  ZConversation,
  ZConversationList,
  ZConversationMessage,
  ZMessageInput,
  ZMessageReportInput,
  ZReportedMessages,
} from './messages.schema.ts';

/** One conversation per application between the applicant and the business (decision 086). */
export const MESSAGES_ROUTES = featureRoutes('messages', {
  'GET /user/conversations': signedInRoute(
    "The caller's conversations, as applicant and at the businesses they own or manage, newest first, with unread counts",
    { ok: ZConversationList },
  ),
  'GET /applications/{id}/conversation': signedInRoute(
    "An application's conversation (the applicant, the business's owners and managers, an admin when a message in it is reported); reading it marks the other side's messages read",
    { params: ZIdParams, ok: ZConversation },
  ),
  'POST /applications/{id}/messages': signedInRoute(
    "Send a message in an application's conversation (2,000 characters; daily budgets per person and business; a business's also goes by text and e-mail)",
    { params: ZIdParams, body: ZMessageInput, created: ZConversationMessage },
  ),
  'POST /messages/{id}/report': signedInRoute(
    'Report a message from the other side to the administrators (again is fine)',
    { params: ZIdParams, body: ZMessageReportInput, ok: ZConversationMessage },
  ),
  'PUT /applications/{id}/conversation/block': signedInRoute(
    "Block the other side of the conversation: their messages are refused (applicant: this business's; business: this applicant's)",
    { params: ZIdParams, ok: ZBlockState },
  ),
  'DELETE /applications/{id}/conversation/block': signedInRoute(
    'Unblock the other side of the conversation',
    { params: ZIdParams, ok: ZBlockState },
  ),
  'GET /admin/reported-messages': adminRoute('Reported messages, newest report first', {
    ok: ZReportedMessages,
  }),
});
