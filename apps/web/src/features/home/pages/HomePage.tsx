import { CallToAction } from '../components/CallToAction';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { HierarchySection } from '../components/HierarchySection';

/** The landing page at `/` (its tab title is the document's own: 'Hangar'). */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <HierarchySection />
      <CallToAction />
    </>
  );
}
