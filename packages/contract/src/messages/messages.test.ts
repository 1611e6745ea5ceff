import { describe, expect, it } from 'vitest';
import { translatorForLocale } from '../i18n/catalogs.ts';
import { CONVERSATION_MESSAGES, conversationChoiceSms, conversationMessageSms } from './message-messages.ts';
import { MESSAGE_MAX } from './message-rules.ts';
import { ZMessageInput } from './messages.schema.ts';

describe('a message', () => {
  it('is trimmed, never blank, at most 2,000 characters, and takes no other field', () => {
    expect(ZMessageInput.parse({ body: '  Hi  ' })).toEqual({ body: 'Hi' });
    expect(ZMessageInput.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe(
      CONVERSATION_MESSAGES.bodyMissing,
    );
    expect(ZMessageInput.safeParse({ body: 'x'.repeat(MESSAGE_MAX + 1) }).error?.issues[0]?.message).toBe(
      CONVERSATION_MESSAGES.bodyTooLong,
    );
    expect(ZMessageInput.safeParse({ body: 'x'.repeat(MESSAGE_MAX) }).success).toBe(true);
    expect(ZMessageInput.safeParse({ body: 'Hi', to: 'x' }).error?.issues[0]?.message).toBe(
      'Unknown field: to',
    );
  });
});

describe('the texts of a conversation', () => {
  it("quote the business's words and end with how to answer, in the reader's language", () => {
    const words = { businessName: 'Salt Pier', jobTitle: 'Line Cook', body: 'Friday at 4?' };
    expect(conversationMessageSms(words)).toBe(
      'Industry Perks: Salt Pier wrote about Line Cook: "Friday at 4?" Reply to this text to answer. Reply STOP to stop these texts.',
    );
    expect(conversationMessageSms(words, translatorForLocale('es'))).toContain(
      'Responde a este mensaje para contestar',
    );
  });

  it('number the conversations a reply could be for', () => {
    expect(
      conversationChoiceSms({
        options: [
          { number: 1, businessName: 'Harbor Fish Bar', jobTitle: 'Host' },
          { number: 2, businessName: 'Salt Pier', jobTitle: 'Line Cook' },
        ],
      }),
    ).toBe(
      'Industry Perks: which conversation is your message for? Reply 1 for Harbor Fish Bar (Host); Reply 2 for Salt Pier (Line Cook).',
    );
  });
});
