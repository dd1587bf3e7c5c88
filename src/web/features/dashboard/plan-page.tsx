import { ComingSoon } from "./coming-soon.tsx";

/** /dashboard/plan until the payments work lands: everyone is on the free plan today. */
export default function PlanPage() {
  return (
    <ComingSoon
      title="Meu Plano"
      text="Plano Gratuito. A assinatura para baixar currículos em PDF e receber análises chega em breve."
    />
  );
}
