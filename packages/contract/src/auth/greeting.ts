import { inEnglish, type Translate } from '../i18n/translate.ts';
import { formatPhoneDisplay } from './login-form.ts';
import type { UserRole } from './permissions.ts';

/** The fields the greeting reads. */
export interface GreetingSubject {
  phone?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  profile?: { first_name?: string | null; last_name?: string | null } | null;
}

/** First and last name as given, or '' when the person has not told us either. */
function givenName(user: GreetingSubject | null | undefined): string {
  const first = (user?.profile?.first_name ?? user?.first_name ?? '').trim();
  const last = (user?.profile?.last_name ?? user?.last_name ?? '').trim();
  return [first, last].filter(Boolean).join(' ');
}

/**
 * First and last name, else the phone as (xxx) xxx-xxxx, else 'User' (docs/product.md,
 * "Dashboard").
 */
export function displayName(user: GreetingSubject | null | undefined, t: Translate = inEnglish): string {
  return givenName(user) || formatPhoneDisplay(user?.phone?.trim()) || t('User');
}

/** Whether we know what to call the person: sign-in asks for a name until we do. */
export function hasGivenName(user: GreetingSubject | null | undefined): boolean {
  return givenName(user) !== '';
}

/**
 * The dashboard's greeting: 'Welcome back, {name}!' for someone we know by name, and a plain
 * 'Welcome!' for someone new, never 'Welcome back' to a phone number
 * (docs/decisions/061-spec-last-rows.md).
 */
export function greeting(user: GreetingSubject | null | undefined, t: Translate = inEnglish): string {
  return hasGivenName(user) ? t('Welcome back, {name}!', { name: givenName(user) }) : t('Welcome!');
}

/** The dashboard's line under the greeting, by role (docs/product.md, "Dashboard"). */
export function roleTagline(role: UserRole | null | undefined, t: Translate = inEnglish): string {
  switch (role) {
    case 'business_owner':
      return t('Manage your business and find the right talent for your team.');
    case 'worker':
      return t('Discover new opportunities and connect with local businesses.');
    case 'admin':
    case 'super_admin':
      return t('Monitor platform activity and manage users and businesses.');
    default:
      return t('Explore opportunities and connect with your professional network.');
  }
}
