import { type AiConversationType, type BusinessType, DEFAULT_BUSINESS_CATEGORY } from '@perks/contract';
import { categoryIn } from './business-facts.ts';
import type { Answers } from './onboarding-script.ts';

/** A US number as the business schema stores it (E.164), or the text as given when it is not one. */
function phoneFromText(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return text;
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
      ...(answers.email ? { email: answers.email } : {}),
      category: (answers.category ??
        categoryIn(`${answers.name ?? ''} ${answers.details ?? ''}`) ??
        DEFAULT_BUSINESS_CATEGORY) as BusinessType,
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
