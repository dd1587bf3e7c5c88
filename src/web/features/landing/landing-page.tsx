import { useState } from "react";
import { Navigate } from "react-router";
import { isPrerendered } from "#web/lib/prerendered.ts";
import { useSession } from "#web/lib/session.ts";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { ClosingCtaSection } from "./closing-cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { HowItWorksSection } from "./how-it-works-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";

/**
 * The public home page, for visitors: a signed-in person is sent to /dashboard (history replaced), with a
 * spinner while the session loads (spec part 1 §2).
 */
export default function LandingPage() {
  const { isLoading, isAuthenticated } = useSession();
  // The prerendered page (scripts/prerender.ts) shows the content at once; hydration keeps it while the
  // session loads. Only a page drawn in the browser from scratch waits behind the spinner.
  const [prerendered] = useState(isPrerendered);
  if (isLoading && !prerendered)
    return (
      <main className="flex min-h-[calc(100vh-4rem)] items-center justify-center">
        <SessionSpinner />
      </main>
    );
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <LandingContent />;
}

function LandingContent() {
  return (
    <main>
      <PageMeta
        title="Crie seu currículo profissional grátis"
        description="Monte um currículo profissional em minutos, com modelos prontos, sugestões de texto e download em PDF. Comece grátis, sem cartão de crédito."
        path="/"
      />
      <HeroSection />
      <HowItWorksSection />
      <FeaturesSection />
      <TestimonialsSection />
      <ClosingCtaSection />
    </main>
  );
}

/** An inline spinner: the shared one pulls the icon library into this page's first load. */
function SessionSpinner() {
  return (
    <span role="status">
      <svg viewBox="0 0 24 24" className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.2" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">Carregando...</span>
    </span>
  );
}
