import { type AiConversationType, BUSINESS_TYPES, type BusinessType } from '@perks/contract';
import type { Answers } from './onboarding-script.ts';

// Words that name a kind of place, checked in this order: "brewery bar and kitchen" is a bar.
const CATEGORY_WORDS: [BusinessType, RegExp][] = [
  ['bar', /\b(?:bar|pub|brewery|tavern|taproom|cocktail)\b/i],
  ['cafe', /\b(?:cafe|café|coffee|bakery|espresso)\b/i],
  ['hotel', /\b(?:hotel|inn|motel|lodge)\b/i],
  ['restaurant', /\b(?:restaurant|kitchen|diner|bistro|seafood|eatery|grill)\b/i],
];

/** A US number as the business schema stores it (E.164), or the text as given when it is not one. */
function phoneFromText(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return text;
}

function categoryFrom(text: string): BusinessType {
  const found = CATEGORY_WORDS.find(([, words]) => words.test(text))?.[0];
  return found && BUSINESS_TYPES.includes(found) ? found : 'restaurant';
}

function yearsFrom(text: string): number | undefined {
  const match = text.match(/(\d+(?:\.\d+)?)\s*(?:\+\s*)?(?:years?|yrs?)/i);
  return match ? Number(match[1]) : undefined;
}

/**
 * The answers keyed as the contract names them: a business body for ZCreateBusinessRequest (the
 * opening hours go into the description, which has no field of its own), or a worker's name
 * split for ZUpdateProfileRequest plus the role and experience in their own words.
 */
export function formData(type: AiConversationType, answers: Answers): Record<string, unknown> {
  if (type === 'business_onboarding') {
    const description = [answers.details, answers.hours && `Hours: ${answers.hours}`]
      .filter(Boolean)
      .join(' ');
    return {
      name: answers.name,
      address: answers.address,
      phone: answers.phone === undefined ? undefined : phoneFromText(answers.phone),
      category: categoryFrom(`${answers.name ?? ''} ${answers.details ?? ''}`),
      ...(description ? { description } : {}),
    };
  }
  const [firstName, ...rest] = (answers.name ?? '').split(/\s+/).filter(Boolean);
  const years = answers.experience === undefined ? undefined : yearsFrom(answers.experience);
  return {
    first_name: firstName,
    last_name: rest.join(' ') || undefined,
    desired_role: answers.role,
    experience: answers.experience,
    ...(years === undefined ? {} : { years_experience: years }),
  };
}
