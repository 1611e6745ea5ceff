import type { AiConversationType } from '@perks/contract';
import type { ChatTurn } from './ai-provider.ts';

/**
 * What the built-in assistant asks, in order, and how it reads the answers (docs/product.md, "AI
 * onboarding and the API Test Center"). Everything is derived from the stored turns, so the same
 * conversation always gives the same replies and the same extraction.
 */
const BUSINESS_SLOTS = ['name', 'address', 'phone', 'hours', 'details'] as const;
const EMPLOYEE_SLOTS = ['name', 'role', 'experience'] as const;
type Slot = (typeof BUSINESS_SLOTS)[number] | (typeof EMPLOYEE_SLOTS)[number];
export type Answers = Partial<Record<Slot, string>>;

const slotsFor = (type: AiConversationType): readonly Slot[] =>
  type === 'business_onboarding' ? BUSINESS_SLOTS : EMPLOYEE_SLOTS;

const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
const ADDRESS =
  /\d+[a-z]?\s+[\w .'-]*?\b(?:street|st|avenue|ave|road|rd|way|lane|ln|boulevard|blvd|drive|dr|place|pl|wharf|square|sq|plaza|pier|row|court|ct|highway|hwy)\b[^\n]*/i;
const HOURS =
  /\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|open (?:daily|every|from|mon|tue|wed|thu|fri|sat|sun)|hours|daily|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

// Slots a message can fill by its look, whichever question was asked last.
const RECOGNISED: Partial<Record<Slot, RegExp>> = { phone: PHONE, address: ADDRESS, hours: HOURS };

const LEAD_INS: Partial<Record<Slot, RegExp>> = {
  name: /^(?:(?:it'?s|it is|we'?re|we are|i'?m|i am)\s+(?:called\s+)?|(?:the|our|my|business)\s+name\s+is\s+|my name is\s+|name:\s*)/i,
  address:
    /^(?:(?:our|the)\s+address\s+is|we'?re (?:at|located at)|we are (?:at|located at)|located at|address:)\s*/i,
  hours: /^(?:(?:our|the)\s+hours\s+are|we'?re open|we are open|hours:)\s*/i,
  role: /^(?:i'?m looking for|i am looking for|i want|looking for|i'?d like)\s+(?:a\s+|an\s+)?/i,
};

function clean(slot: Slot, text: string): string {
  const trimmed = text.trim().replace(LEAD_INS[slot] ?? /^$/, '');
  if (slot === 'phone') return (trimmed.match(PHONE)?.[0] ?? trimmed).trim();
  if (slot === 'address') return (trimmed.match(ADDRESS)?.[0] ?? trimmed).replace(/[.!]+$/, '').trim();
  return slot === 'name' || slot === 'role' ? trimmed.replace(/[.!]+$/, '').trim() : trimmed;
}

/**
 * Reads the answers so far. A user turn before the assistant's first question only opens the
 * conversation; any later one answers the first open question, unless it plainly is a phone
 * number, an address or opening hours (the quick replies), which fill their own slot.
 */
export function readAnswers(type: AiConversationType, turns: ChatTurn[]): Answers {
  const slots = slotsFor(type);
  const answers: Answers = {};
  let asked = false;
  for (const turn of turns) {
    if (turn.role === 'assistant') asked = true;
    if (turn.role !== 'user') continue;
    const open = slots.filter((slot) => answers[slot] === undefined);
    const next = open[0];
    const byLook = open.find((slot) => RECOGNISED[slot]?.test(turn.content));
    const slot =
      next !== undefined && RECOGNISED[next]?.test(turn.content)
        ? next
        : (byLook ?? (asked ? next : undefined));
    if (slot) answers[slot] = clean(slot, turn.content);
  }
  return answers;
}

const QUESTIONS: Record<AiConversationType, Record<string, (answers: Answers) => string>> = {
  business_onboarding: {
    name: () => "Welcome! Let's get your business onto Industry Perks. What is the name of your business?",
    address: (a) => `Thanks! What is the street address of ${a.name}?`,
    phone: () => 'Got it. What phone number should guests and staff call?',
    hours: () => 'What are your opening hours?',
    details: () =>
      "Last one: tell me a little about the business, what kind of place it is and who you're hiring.",
    done: (a) =>
      `Thanks, that's everything I need for ${a.name}. Extract the details to review them and create the listing.`,
  },
  employee_onboarding: {
    name: () => "Welcome! Let's set up your worker profile. What is your full name?",
    role: (a) =>
      `Nice to meet you, ${firstWord(a.name)}! What kind of role are you looking for (for example server, bartender or line cook)?`,
    experience: () =>
      "How much hospitality experience do you have? Tell me where you've worked and for how long.",
    done: (a) =>
      `Thanks, ${firstWord(a.name)}! That's everything I need. Extract the details to review your profile.`,
  },
};

function firstWord(text: string | undefined): string {
  return text?.split(/\s+/)[0] ?? 'there';
}

/** The next question, or the closing line once every slot is answered. */
export function nextLine(type: AiConversationType, answers: Answers): { text: string; complete: boolean } {
  const open = slotsFor(type).find((slot) => answers[slot] === undefined);
  const ask = QUESTIONS[type][open ?? 'done'];
  return { text: ask ? ask(answers) : '', complete: open === undefined };
}

/** Whether a person opening a chat is looking for work rather than listing a business. */
export function looksLikeWorker(text: string): boolean {
  return /\b(?:job|work as|looking for work|hire me|my resume|i'?m a (?:server|bartender|cook|host|dishwasher)|employee|apply)\b/i.test(
    text,
  );
}
