/**
 * Messages on an application (docs/product.md, "Messages"; decision 086): the limits both the
 * server and the screens read.
 */

/** Characters in one message. */
export const MESSAGE_MAX = 2000;
/** Characters in the reason given with a report. */
export const MESSAGE_REPORT_REASON_MAX = 500;
/** Messages one person may send in a day (24 hours), in the app and by text together. */
export const MESSAGES_PER_PERSON_PER_DAY = 60;
/** Messages a business's owners and managers may send together in a day (24 hours). */
export const MESSAGES_PER_BUSINESS_PER_DAY = 200;
/** Texts of a business's messages one applicant's phone gets in a Portland day. */
export const MESSAGE_TEXTS_PER_PAIR_PER_DAY = 3;
/** Days after an application is withdrawn or not selected that its conversation becomes read-only. */
export const CONVERSATION_READ_ONLY_DAYS = 30;
/** Characters of a message quoted in its text; the rest is read in the app. */
export const MESSAGE_TEXT_QUOTE_MAX = 280;
/** Hours a text reply looks back for the conversation it answers, and a question of which stays open. */
export const TEXT_REPLY_LOOKBACK_HOURS = 24;

/** Which side of a conversation a person is on, or wrote a message from. */
export const CONVERSATION_SIDES = ['applicant', 'business'] as const;
export type TConversationSide = (typeof CONVERSATION_SIDES)[number];

/** How a message reached the conversation. */
export const MESSAGE_CHANNELS = ['app', 'text'] as const;
export type TMessageChannel = (typeof MESSAGE_CHANNELS)[number];
