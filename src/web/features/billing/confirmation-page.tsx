import ArrowRight from "lucide-react/icons/arrow-right";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { readString, STORAGE_KEYS } from "#web/lib/browser-storage.ts";
import { listResumes } from "#web/lib/resumes-api.ts";
import { useSession } from "#web/lib/session.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { PaymentResult } from "./payment-result.tsx";
import { paymentReturn } from "./payment-return.ts";
import { usePaymentVerification } from "./use-payment-verification.ts";

/**
 * Where /sucesso continues: the page the payment started from (a dashboard card's download, waiting there),
 * else the dashboard when a resume is saved, else the start of a new one.
 */
function useNextStop(): string {
  const [started] = useState(paymentReturn);
  const { isAuthenticated } = useSession();
  const [hasSaved, setHasSaved] = useState(() => readString(STORAGE_KEYS.currentResumeId) !== null);
  useEffect(() => {
    if (!isAuthenticated || hasSaved) return;
    let active = true;
    listResumes().then(
      (resumes) => active && setHasSaved(resumes.length > 0),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [isAuthenticated, hasSaved]);
  return started ?? (hasSaved ? "/dashboard" : "/choose-option");
}

/** /sucesso: the second confirmation variant, which goes on to /dashboard or /choose-option (spec part 2 §2). */
export default function ConfirmationPage() {
  const [params] = useSearchParams();
  const verification = usePaymentVerification(params.get("session_id"));
  const next = useNextStop();
  return (
    <>
      <PageMeta title="Pagamento" description="Confirmação do pagamento do Plano Premium." noindex />
      <PaymentResult
        verification={verification}
        confirmedActions={
          <Link to={next} className={buttonClasses("primary", "lg", "w-full")}>
            {next.startsWith("/dashboard") ? "Ir para Meus Currículos" : "Criar meu currículo"}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        }
      />
    </>
  );
}
