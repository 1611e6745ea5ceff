import { useEffect } from 'react';
import { useLocation } from 'react-router';

const MAX_FRAMES = 120; // about two seconds at 60 fps

/**
 * After a navigation to '/#section', scroll to the section once it exists. ScrollRestoration
 * handles a target that is already rendered; this covers one a screen renders a moment later
 * (after its own data or a nested lazy part arrives).
 */
export function useHashScroll(): void {
  const location = useLocation();

  useEffect(() => {
    if (!location.hash) return;
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return; // a malformed fragment cannot name an element
    }
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (++tries < MAX_FRAMES) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [location]);
}
