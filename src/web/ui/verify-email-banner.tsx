import MailWarning from "lucide-react/icons/mail-exclamation-point";
import { useState } from "react";
import { ApiError } from "#web/lib/api-client.ts";
import { resendVerificationEmail } from "#web/lib/email-verification.ts";
import { useSession } from "#web/lib/session.ts";
import { toast } from "#web/ui/toast.ts";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";

const RESEND_FAILED = "Não foi possível reenviar o e-mail agora. Tente novamente em instantes.";

/** 'Reenviar e-mail': mails a new confirmation link to the signed-in person (rate-limited by the server). */
export function ResendVerificationButton({ className }: { className?: string }) {
  const { user, refresh } = useSession();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationEmail();
      toast.success(`Enviamos um novo link de confirmação para ${user.email}.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === "EMAIL_ALREADY_VERIFIED") await refresh();
      else toast.error(error instanceof ApiError && error.status === 429 ? error.message : RESEND_FAILED);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={resend} disabled={sending} className={className}>
      {sending ? "Enviando..." : "Reenviar e-mail"}
    </Button>
  );
}

/**
 * Shown in the signed-in area until the account's address is confirmed. Everything else works meanwhile;
 * only a plan bought with this e-mail before signing up waits for the confirmation.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label="Confirmação de e-mail"
      className={cn(
        "flex flex-col gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950",
        "sm:flex-row sm:items-center",
      )}
    >
      <MailWarning aria-hidden="true" className="hidden h-5 w-5 shrink-0 sm:block" />
      <p className="flex-1">
        <strong>Confirme seu e-mail.</strong> Enviamos um link para <strong>{user.email}</strong>. Um plano
        comprado com este e-mail só passa para a sua conta depois da confirmação.
      </p>
      <ResendVerificationButton className="self-start sm:self-auto" />
    </section>
  );
}
