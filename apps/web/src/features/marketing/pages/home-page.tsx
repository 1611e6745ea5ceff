import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /: the landing page (hero, why-join, steps and the #cta-section sign-up). Placeholder. */
export function HomePage() {
  return <ComingSoonPage title="Industry Perks" isHome />;
}
