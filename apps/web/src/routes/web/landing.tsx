import { CategoriesSection } from '../../features/landing/components/categories-section';
import { FeaturedProducts } from '../../features/landing/components/featured-products';
import { FeaturesSection } from '../../features/landing/components/features-section';
import { Hero } from '../../features/landing/components/hero';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { NewsletterSection } from '../../features/landing/components/newsletter-section';
import { StatisticsBand } from '../../features/landing/components/statistics-band';
import { TestimonialsSection } from '../../features/landing/components/testimonials-section';

/** The landing page (spec: landing page), composed from its sections in reading order. */
export function Component() {
  return (
    <>
      <Hero />
      <StatisticsBand />
      <FeaturesSection />
      <CategoriesSection />
      <HowItWorks />
      <FeaturedProducts />
      <TestimonialsSection />
      <NewsletterSection />
    </>
  );
}
