import Check from "lucide-react/icons/check";

/** What the Premium plan gives (spec part 1 §2 'Plano necessário', part 2 §2 and §9). */
const PREMIUM_BENEFITS = [
  "Download imediato do currículo em PDF",
  "Acesso ilimitado ao criador de currículos",
  "Templates PRO",
  "1 análise gratuita com IA por mês",
] as const;

export function PremiumBenefits() {
  return (
    <ul className="mt-5 flex flex-col gap-2.5 text-sm text-slate-800">
      {PREMIUM_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          {benefit}
        </li>
      ))}
    </ul>
  );
}
