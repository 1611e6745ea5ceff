import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AdminPasskeyBannerGate, AuthProvider } from '@/features/auth';
import { useForgetCardWhenSignedOut } from '@/features/membership';
import { replayHeldTaps } from '@/lib/held-taps';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { NavigationProgress } from './navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useHashScroll } from './use-hash-scroll';

/** Every screen's frame: skip link, sticky navigation, the screen, footer. */
export function RootLayout() {
  useHashScroll();
  // The layout's effects run after the whole page has hydrated: taps held until then go now.
  useEffect(replayHeldTaps, []);
  return (
    // Inside the router: an expired session sends the visitor to /login from wherever they are.
    <AuthProvider>
      <ForgetCardWhenSignedOut />
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <NavigationProgress />
        <NavBar />
        <AdminPasskeyBannerGate />
        {/* At least a screen tall below the 4rem bar, so the footer starts below the fold and does
            not jump down when a screen's content replaces the loading skeleton (layout shift). */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col">
          <Outlet />
        </main>
        <Footer />
        {/* Top of the page on new screens, the old position on Back, the #section on anchor links. */}
        <ScrollRestoration />
      </div>
    </AuthProvider>
  );
}

/** A signed-out person's member card must not stay on the device (docs/decisions/037-offline-member-card.md). */
function ForgetCardWhenSignedOut() {
  useForgetCardWhenSignedOut();
  return null;
}
