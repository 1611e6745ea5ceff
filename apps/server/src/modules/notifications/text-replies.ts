/**
 * What a reply to one of our texts asks for. The words are the carriers' standard opt-out, opt-in
 * and help keywords (the ones Twilio acts on too), matched as the whole message, in any case, as
 * gateways do: 'stop' stops, 'Stop sending me shifts' is an ordinary reply and changes nothing.
 */
export type ReplyIntent = 'stop' | 'stop-all' | 'start' | 'help';

const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const STOP_ALL_WORDS = new Set(['STOPALL']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

export function replyIntent(body: string): ReplyIntent | null {
  const word = body
    .trim()
    .replace(/[.!\s]+$/u, '')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (STOP_ALL_WORDS.has(word)) return 'stop-all';
  if (START_WORDS.has(word)) return 'start';
  if (HELP_WORDS.has(word)) return 'help';
  return null;
}
