import { within } from '@testing-library/react';

/** The site's own pages, first in every menu. */
export const SITE_LINKS = ['Home', 'How It Works', 'Jobs', 'Perks and Discounts'];

/** A signed-out visitor's menu: the site's pages, then posting, the example job and Login. */
export const VISITOR_LINKS = [...SITE_LINKS, 'Post a Job', 'Example Job', 'Login'];

/** A business manager's bar after the site's pages. */
export const MANAGER_LINKS = ['Dashboard', 'Post Job', 'Member Card'];

/** The words of the links inside an element, in order. */
export function linkTexts(element: HTMLElement) {
  return within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);
}
