import { SERVICE_CONTACT } from '@perks/contract';

/** Facts about the product that several screens print; one place so they never disagree. */
export const SITE = {
  name: SERVICE_CONTACT.name,
  /** The name's initials, the logo mark beside it. */
  mark: 'IP',
  city: 'Portland, Maine',
  email: SERVICE_CONTACT.email,
  instagramUrl: 'https://www.instagram.com/industryperks',
} as const;

/** The home page's sign-up section; 'Get Started' and 'Join Today' scroll to it. */
export const CTA_SECTION_ID = 'cta-section';
