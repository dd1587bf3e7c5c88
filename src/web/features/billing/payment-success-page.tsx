import Download from "lucide-react/icons/download";
import PencilLine from "lucide-react/icons/pencil-line";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { PaymentResult } from "./payment-result.tsx";
import { paymentReturn } from "./payment-return.ts";
import { usePaymentVerification } from "./use-payment-verification.ts";

/**
 * /payment-success?session_id=…: verifies with the server, then 'Pagamento confirmado!' (spec part 2 §2).
 * 'Baixar currículo' leads to the final preview, or back to the page the payment started from (a dashboard
 * card's download, waiting there).
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const verification = usePaymentVerification(params.get("session_id"));
  const [downloadPage] = useState(() => paymentReturn() ?? "/visualizacao-final");
  return (
    <>
      <PageMeta title="Pagamento" description="Confirmação do pagamento do Plano Premium." noindex />
      <PaymentResult
        verification={verification}
        confirmedActions={
          <>
            <Link to={downloadPage} className={buttonClasses("primary", "lg", "w-full")}>
              <Download aria-hidden="true" className="h-5 w-5" />
              Baixar currículo
            </Link>
            <Link to="/escolher-template" className={buttonClasses("secondary", "lg", "w-full")}>
              <PencilLine aria-hidden="true" className="h-5 w-5" />
              Editar currículo
            </Link>
          </>
        }
      />
    </>
  );
}
