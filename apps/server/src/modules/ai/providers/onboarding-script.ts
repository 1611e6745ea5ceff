import type { AiConversationType } from '@perks/contract';
import type { ChatTurn } from './ai-provider.ts';
import { cleanName, findBusinessFacts, introducedName, leftoverPhrase } from './business-facts.ts';

/**
 * What the built-in assistant asks, in order, and how it reads the answers (docs/product.md, "AI
 * onboarding and the API Test Center"). Everything is derived from the stored turns, so the same
 * conversation always gives the same replies and the same extraction.
 */
const BUSINESS_SLOTS = ['name', 'address', 'phone', 'hours', 'details'] as const;
const EMPLOYEE_SLOTS = ['name', 'role', 'experience'] as const;
type Slot = (typeof BUSINESS_SLOTS)[number] | (typeof EMPLOYEE_SLOTS)[number];
/** The asked slots, plus what an owner volunteers without being asked. */
export type Answers = Partial<Record<Slot | 'email' | 'category', string>>;

const slotsFor = (type: AiConversationType): readonly Slot[] =>
  type === 'business_onboarding' ? BUSINESS_SLOTS : EMPLOYEE_SLOTS;

const LEAD_INS: Partial<Record<Slot, RegExp>> = {
  address:
    /^(?:(?:our|the)\s+address\s+is|we'?re (?:at|located at)|we are (?:at|located at)|located at|address:)\s*/i,
  hours: /^(?:(?:our|the)\s+hours\s+are|we'?re open|we are open|hours:)\s*/i,
  role: /^(?:i'?m looking for|i am looking for|i want|looking for|i'?d like)\s+(?:a\s+|an\s+)?/i,
};

function clean(slot: Slot, text: string): string {
  const trimmed = text.trim().replace(LEAD_INS[slot] ?? /^$/, '');
  return slot === 'hours' || slot === 'details' ? trimmed : trimmed.replace(/[.!]+$/, '').trim();
}

/**
 * A worker's answers. A user turn before the assistant's first question only opens the
 * conversation; any later one answers the first open question.
 */
function readWorkerAnswers(turns: ChatTurn[]): Answers {
  const answers: Answers = {};
  let asked = false;
  for (const turn of turns) {
    if (turn.role === 'assistant') asked = true;
    if (turn.role !== 'user') continue;
    const next = EMPLOYEE_SLOTS.find((slot) => answers[slot] === undefined);
    if (next && asked) answers[next] = clean(next, turn.content);
  }
  return answers;
}

// Said while describing the place ("we're hiring", "25 staff"): the details, asked or not.
const DESCRIBES = /\b(?:hiring|staff|employees|we serve|menu|specializ|known for|seats|family[- ]owned)\b/i;

/**
 * An owner's answers: every fact any message states fills its slot (a later statement of the same
 * fact corrects it, a message without it keeps it), so nothing is asked twice. A message that
 * states nothing recognisable answers the open question as before; the name question also takes
 * the short phrase left over beside other facts ("The Dockside Tap, (207) 555-0188").
 */
function readBusinessAnswers(turns: ChatTurn[]): Answers {
  const answers: Answers = {};
  let asked = false;
  for (const turn of turns) {
    if (turn.role === 'assistant') asked = true;
    if (turn.role !== 'user') continue;
    const next = BUSINESS_SLOTS.find((slot) => answers[slot] === undefined);
    const { facts, rest } = findBusinessFacts(turn.content);
    const { category, ...stated } = facts;
    Object.assign(answers, stated);
    if (category && !answers.category) answers.category = category;
    const nothingStated = Object.keys(stated).length === 0;
    const describes = DESCRIBES.test(turn.content);
    if (!answers.details && next !== 'details' && describes) answers.details = turn.content.trim();
    if (!asked || !next || stated[next as keyof typeof stated] !== undefined) continue;
    if (next === 'details') {
      if (nothingStated || describes) answers.details = turn.content.trim();
    } else if (next === 'name') {
      // A description of the place is not its name (nor its address): the question stays open.
      // A name said in so many words ("We are Sol Cantina") counts beside a description too.
      const phrase =
        introducedName(rest) ??
        (describes ? undefined : nothingStated ? cleanName(turn.content) : leftoverPhrase(rest));
      if (phrase) answers.name = phrase;
    } else if (nothingStated && !describes) {
      answers[next] = clean(next, turn.content);
    }
  }
  return answers;
}

export function readAnswers(type: AiConversationType, turns: ChatTurn[]): Answers {
  return type === 'business_onboarding' ? readBusinessAnswers(turns) : readWorkerAnswers(turns);
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
