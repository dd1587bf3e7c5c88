import { ClosingCtaSection } from "./closing-cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { HowItWorksSection } from "./how-it-works-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";

/**
 * The public home page, for visitors. When accounts arrive, a signed-in visitor is sent to /dashboard
 * (history replaced) with a spinner while the session loads: wrap LandingContent in that guard here.
 */
export default function LandingPage() {
  return <LandingContent />;
}

function LandingContent() {
  return (
    <main>
      <HeroSection />
      <HowItWorksSection />
      <FeaturesSection />
      <TestimonialsSection />
      <ClosingCtaSection />
    </main>
  );
}
