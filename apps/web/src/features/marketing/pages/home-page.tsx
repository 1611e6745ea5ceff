import { useDocumentTitle } from '@/lib/use-document-title';
import { CtaSection } from '../components/cta-section';
import { HomeHero } from '../components/home-hero';
import { ThreeSteps } from '../components/three-steps';
import { WhyChoose } from '../components/why-choose';

/** Route /: the landing page (hero, why choose, three steps and the #cta-section sign-up). */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HomeHero />
      <WhyChoose />
      <ThreeSteps />
      <CtaSection />
    </>
  );
}
