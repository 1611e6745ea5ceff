import { BUSINESS_TYPES, type BusinessType, STREET_TYPES } from '@perks/contract';
import { findPhoneNumbersInText } from 'libphonenumber-js/max';

/**
 * The facts one owner's message states, read from ordinary sentences ("Hi, I own a bar called The
 * Dockside Tap", "Phone is (207) 555-0188 and email is hello@docksidetap.com"). Each fact is found
 * by its own careful pattern (libphonenumber's finder for phones) and its text span is reported, so
 * what is left over can answer the open question without swallowing the facts (decision 064).
 */
interface BusinessFacts {
  name?: string;
  address?: string;
  /** E.164, as the business schema stores it. */
  phone?: string;
  email?: string;
  hours?: string;
  category?: BusinessType;
}

interface Found {
  facts: BusinessFacts;
  /** The message with every fact and its lead-in words taken out. */
  rest: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

// Towns an owner near Portland names without a state; elsewhere a city counts only before the state.
const TOWNS =
  'south portland|portland|westbrook|falmouth|cape elizabeth|scarborough|biddeford|saco|brunswick|yarmouth|freeport|gorham|windham|kennebunkport|kennebunk|ogunquit|bath|rockland|camden|bar harbor|bangor|lewiston|augusta';
const STATE = '(?:me|maine)\\b\\.?(?:\\s+\\d{5}(?:-\\d{4})?)?';
const ADDRESS = new RegExp(
  // A count or a time is not a house number: '25 staff at the pier', '11 to 10 on the wharf'.
  `\\b\\d{1,6}[a-z]?\\s+(?!(?:staff|employees|people|seats|tables|years?|days?|hours?|minutes?|am|pm|to|and|or|on|in|at|by|of|for|with)\\b)` +
    // 'Wharf St', 'Pier Rd': a street named by a word that is also a street type keeps its type.
    `(?:[a-z0-9.'-]+\\s+){0,4}?(?:${STREET_TYPES})\\b\\.?(?:\\s+(?:${STREET_TYPES})\\b\\.?)?` +
    `(?:,?\\s*(?:suite|ste|unit|#)\\s*[\\w-]+)?` +
    `(?:,?\\s+(?:in\\s+)?(?:(?:${TOWNS})\\b(?:,?\\s*${STATE})?|[a-z]+(?:\\s[a-z]+)?,?\\s+${STATE}))?`,
  'i',
);

const DAY = '(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?s?\\b\\.?';
const TIME = '(?:\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)|noon|midnight|close|late)';
// One piece of opening hours; a span of them (with short joining words between) is the hours.
const HOURS_TOKEN = new RegExp(
  `\\b(?:${DAY}|${TIME}|\\d{1,2}(?::\\d{2})?\\s*[-–]\\s*\\d{1,2}(?::\\d{2})?\\b|daily|every day|weekdays|weekends|7 days(?: a week)?|closed)(?!\\w)`,
  'gi',
);
const HOURS_JOIN = /^[\s,&/–-]*(?:(?:to|till|til|until|thru|through|and|from|open|except|on)\b[\s,&/–-]*)*$/i;
const HOURS_LEAD =
  /\b(?:(?:our|the)\s+hours\s+are|(?:we'?re|we are|were)\s+open|open|hours(?:\s+are)?:?)\s*$/i;

// "a bar", "a small cocktail bar": the kind of place an owner says they run.
const CATEGORY_WORDS: [BusinessType, string][] = [
  ['bar', 'bar|pub|brewery|brewpub|tavern|taproom|tap room|cocktail lounge|lounge|saloon|speakeasy|wine bar'],
  ['cafe', 'cafe|café|coffee shop|coffee house|coffeehouse|coffee|bakery|espresso bar|tea house'],
  ['hotel', 'hotel|inn|motel|lodge|b&b|bed and breakfast'],
  [
    'restaurant',
    'restaurant|resturant|restaraunt|kitchen|diner|bistro|seafood|eatery|grill|pizzeria|trattoria',
  ],
];
const STATED_CATEGORY = new RegExp(
  `\\b(?:own|run|manage|have|opened|is|are|'re|'s|as)\\s+(?:a|an)\\s+(?:[\\w-]+\\s+){0,3}?(${CATEGORY_WORDS.map(([, w]) => w).join('|')})\\b`,
  'i',
);

const NAME_CUE =
  /\b(?:called|named|name\s+is|name's|known\s+as|(?:i|we)\s+(?:own|run|manage)|owner\s+of|manager\s+of|gm\s+(?:of|at)|i\s+work\s+at)\s+(?!(?:a|an|my|our|this|it|the\s+(?:place|business|restaurant|bar))\b)/i;
const NAME_END =
  /\s+(?:on|in|at|near|by|off|downtown|located|and\s+(?:we|our|i|it|its|it's|the|my|phone|email|you)|we|which|that|with|for|since|over|out)\b|\s[-–]\s|[,.;!?()|]|\s*$/i;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'the', 'to']);

// Words that only introduce a fact ("phone is", "you can reach us at"), dropped with it.
const LEAD_INS =
  /\b(?:(?:our|the|my|business)\s+)?(?:phone(?:\s+number)?|number|email|e-mail|address|cell|tel)(?:\s+(?:is|are))?:?|\byou can (?:reach|call|email) (?:us|me)(?:\s+at)?|\b(?:call|text|email|reach)\s+(?:us|me)(?:\s+at)?|\b(?:we'?re|we are|were)\s+(?:at|located at)|\blocated at\b/gi;
const GREETINGS =
  /^(?:hi+|hel+o|hey+|heya|hiya|yo|ok|okay|sure|yes|yeah|yep|thanks|thank you|great|um+|uh+|so|and|also|oh|there)\b[\s,!.:-]*/i;

/** The text without the greetings and fillers it opens with ("Hi there, ..."). */
function withoutGreeting(text: string): string {
  let phrase = text.trim();
  while (GREETINGS.test(phrase)) phrase = phrase.replace(GREETINGS, '').trim();
  return phrase;
}

function titleCaseIfLower(text: string): string {
  if (text !== text.toLowerCase()) return text;
  return text
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** The words after a name cue, up to where the sentence moves on. */
function nameAfterCue(text: string): { name: string; start: number; end: number } | undefined {
  const cue = NAME_CUE.exec(text);
  if (!cue) return undefined;
  const start = cue.index + cue[0].length;
  const after = text.slice(start);
  const stop = NAME_END.exec(after);
  const name = after
    .slice(0, stop?.index ?? after.length)
    .replace(/^["'“]|["'”]$/g, '')
    .trim();
  if (!name || name.split(/\s+/).length > 8) return undefined;
  return { name: titleCaseIfLower(name), start: cue.index, end: start + name.length };
}

function hoursSpan(text: string): { hours: string; start: number; end: number } | undefined {
  const tokens = [...text.matchAll(HOURS_TOKEN)];
  let best: { start: number; end: number; count: number } | undefined;
  let run: { start: number; end: number; count: number } | undefined;
  for (const token of tokens) {
    const start = token.index;
    const end = start + token[0].length;
    if (run && HOURS_JOIN.test(text.slice(run.end, start))) run = { ...run, end, count: run.count + 1 };
    else run = { start, end, count: 1 };
    if (!best || run.count > best.count) best = run;
  }
  // A lone weekday ("since Tuesday") is not opening hours; a time or a range is.
  if (
    !best ||
    (best.count < 2 && !/\d|noon|midnight|daily|every day/i.test(text.slice(best.start, best.end)))
  )
    return undefined;
  const lead = HOURS_LEAD.exec(text.slice(0, best.start));
  return {
    hours: text.slice(best.start, best.end).trim(),
    start: lead ? lead.index : best.start,
    end: best.end,
  };
}

/** The kind of place the text names, a stated one ("I run a bar") first. */
export function categoryIn(text: string): BusinessType | undefined {
  const stated = STATED_CATEGORY.exec(text)?.[1];
  const words = stated ?? text;
  const found = CATEGORY_WORDS.find(([, w]) => new RegExp(`\\b(?:${w})\\b`, 'i').test(words))?.[0];
  return found && BUSINESS_TYPES.includes(found) ? found : undefined;
}

/** Every fact the message states, and the words left once they (and their lead-ins) are removed. */
export function findBusinessFacts(text: string): Found {
  const facts: BusinessFacts = {};
  const spans: [number, number][] = [];

  const email = EMAIL.exec(text);
  if (email) {
    facts.email = email[0].toLowerCase();
    spans.push([email.index, email.index + email[0].length]);
  }
  const phone = findPhoneNumbersInText(text, 'US').find(
    (found) => !email || found.startsAt >= email.index + email[0].length || found.endsAt <= email.index,
  );
  if (phone) {
    facts.phone = phone.number.number;
    spans.push([phone.startsAt, phone.endsAt]);
  }
  const address = ADDRESS.exec(text);
  if (address && !spans.some(([s, e]) => address.index < e && s < address.index + address[0].length)) {
    facts.address = address[0].replace(/[.,]+$/, '').trim();
    spans.push([address.index, address.index + address[0].length]);
  }
  const hours = hoursSpan(text);
  if (hours && !spans.some(([s, e]) => hours.start < e && s < hours.end)) {
    facts.hours = hours.hours;
    spans.push([hours.start, hours.end]);
  }
  const name = nameAfterCue(text);
  if (name && !spans.some(([s, e]) => name.start < e && s < name.end)) {
    facts.name = name.name;
    spans.push([name.start, name.end]);
  }
  const category = categoryIn(text);
  if (category) facts.category = category;

  let rest = text;
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0]))
    rest = `${rest.slice(0, start)} | ${rest.slice(end)}`;
  return { facts, rest: rest.replace(LEAD_INS, ' | ') };
}

// Words that only introduce a name ("we are", "this is", "I run"), never part of it.
const NAME_LEAD_IN =
  /^(?:(?:it'?s|it is|we'?re|we are|i'?m|i am|this is|here at|i run|we run|i own|we own)\s+(?:called\s+|named\s+)?|(?:the|our|my|business)\s+name\s+is\s+|my name is\s+|name:\s*)/i;
// A joining word a name was cut before ("Oxbow Blending Room at | ...").
const NAME_TAIL = /\s+(?:at|in|on|by|near|located|and|we|-)$/i;

/**
 * A name as an owner introduced it, without the greeting, the words that lead into it and a
 * trailing joining word; title-cased when typed all in lower case. Empty when nothing is left.
 */
export function cleanName(text: string): string {
  let name = withoutGreeting(text).replace(NAME_LEAD_IN, '').trim();
  while (NAME_TAIL.test(name)) name = name.replace(NAME_TAIL, '').trim();
  name = name.replace(/^["'“]|["'”.!]+$/g, '').trim();
  return titleCaseIfLower(name);
}

// What follows "we are" when it is not a name: 'we are a bar', 'we are open', 'we are at'.
const NOT_A_NAME_START =
  /^(?:a|an|open|opening|closed|located|based|hiring|looking|just|now|still|at|in|on|the\s+(?:place|business|restaurant|bar|owners?))\b/i;

/**
 * A name the owner introduced in so many words ("We are Sol Cantina", "this is The Thirsty Pig"),
 * taken even from a message that also describes the place.
 */
export function introducedName(text: string): string | undefined {
  for (const piece of text.split(/[|,.;!?]|\s[-–]\s/)) {
    const phrase = withoutGreeting(piece);
    const lead = NAME_LEAD_IN.exec(phrase);
    if (!lead || NOT_A_NAME_START.test(phrase.slice(lead[0].length))) continue;
    const name = cleanName(phrase);
    if (/[a-z]/i.test(name) && name.split(/\s+/).length <= 6) return name;
  }
  return undefined;
}

/** The first short phrase left over that names something: the answer to "what is it called?". */
export function leftoverPhrase(rest: string): string | undefined {
  for (const piece of rest.split(/[|,.;!?]|\s[-–]\s/)) {
    const phrase = cleanName(piece);
    const words = phrase.split(/\s+/);
    if (
      /[a-z]/i.test(phrase) &&
      words.length <= 8 &&
      !words.every((word) => SMALL_WORDS.has(word.toLowerCase()))
    )
      return phrase;
  }
  return undefined;
}
