import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { NavigationProgress } from './navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useHashScroll } from './use-hash-scroll';

/** Every screen's frame: skip link, sticky navigation, the screen, footer. */
export function RootLayout() {
  useHashScroll();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
      {/* Top of the page on new screens, the old position on Back, the #section on anchor links. */}
      <ScrollRestoration />
    </div>
  );
}
