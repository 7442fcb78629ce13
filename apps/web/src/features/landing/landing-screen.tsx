import { CategoriesSection } from './components/categories-section';
import { FeaturedProducts } from './components/featured-products';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { NewsletterSection } from './components/newsletter-section';
import { StatisticsBand } from './components/statistics-band';
import { TestimonialsSection } from './components/testimonials-section';

/** The landing page (spec: landing page), composed from its sections in reading order. */
export function LandingScreen() {
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
