import { CTA_SECTION_ID } from '@/lib/site';

/** Smoothly brings the sign-up section into view and moves keyboard focus to it. */
export function scrollToCta(): void {
  const section = document.getElementById(CTA_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}
