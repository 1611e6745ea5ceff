import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CTA_SECTION_ID } from '@/lib/site';

/**
 * 'Get Started' leads to the home page's sign-up section: a smooth scroll when it is already on
 * the page, otherwise a navigation to '/#cta-section' (the layout scrolls there on arrival).
 */
export function useGetStarted(): () => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return useCallback(() => {
    const section = pathname === '/' ? document.getElementById(CTA_SECTION_ID) : null;
    if (!section) {
      navigate(`/#${CTA_SECTION_ID}`);
      return;
    }
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard focus along with the view, so Tab continues from the sign-up form.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  }, [pathname, navigate]);
}
