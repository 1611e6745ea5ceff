import { inEnglish, type Translate } from '../i18n/translate.ts';
import { CONVERSATION_READ_ONLY_DAYS, MESSAGE_MAX, MESSAGE_REPORT_REASON_MAX } from './message-rules.ts';

/** Every message of conversations that reaches a person, for both server and screens. */
export const CONVERSATION_MESSAGES = {
  bodyMissing: 'Write a message first',
  bodyTooLong: `A message must be ${MESSAGE_MAX} characters or fewer`,
  reasonTooLong: `A reason must be ${MESSAGE_REPORT_REASON_MAX} characters or fewer`,
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  readOnly: `This conversation closed ${CONVERSATION_READ_ONLY_DAYS} days after the application ended. You can still read it.`,
  blockedByYou: 'You blocked this conversation. Unblock it to send messages.',
  blockedByOther: 'Messages to this conversation are turned off.',
  personTooMany: 'You have sent the most messages allowed today. Try again tomorrow.',
  businessTooMany: 'This business has sent the most messages allowed today. Try again tomorrow.',
  ownMessage: 'You cannot report your own message',
  reported: 'Message reported. An administrator will look at it.',
} as const;

/** Words of a text that carries a business's message to the applicant (quoted, then how to answer). */
export function conversationMessageSms(
  input: { businessName: string; jobTitle: string; body: string },
  t: Translate = inEnglish,
): string {
  return t(
    'Industry Perks: {businessName} wrote about {jobTitle}: "{body}" Reply to this text to answer. Reply STOP to stop these texts.',
    input,
  );
}

/** The question to a phone whose reply could be for more than one conversation. */
export function conversationChoiceSms(
  input: { options: readonly { number: number; businessName: string; jobTitle: string }[] },
  t: Translate = inEnglish,
): string {
  const lines = input.options.map((option) =>
    t('Reply {number} for {businessName} ({jobTitle})', {
      number: option.number,
      businessName: option.businessName,
      jobTitle: option.jobTitle,
    }),
  );
  return `${t('Industry Perks: which conversation is your message for?')} ${lines.join('; ')}.`;
}

/** The e-mail that carries a business's message to an applicant with a confirmed address. */
export function conversationMessageEmail(
  input: { businessName: string; jobTitle: string },
  t: Translate = inEnglish,
) {
  return {
    subject: t('{businessName} sent you a message', { businessName: input.businessName }),
    intro: t('{businessName} wrote to you about your application for {jobTitle}:', input),
    answer: t('Read and answer it in the app'),
    footer: t('You get this e-mail because you applied to a job on Industry Perks.'),
  };
}
