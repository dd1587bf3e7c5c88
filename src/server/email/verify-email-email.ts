import { linkEmail } from "./link-email.ts";
import type { Email } from "./send-email.ts";

export const VERIFY_EMAIL_SUBJECT = "Confirme seu e-mail no Vitae";

/** Asks the owner of a new account to prove the address is theirs; sent at sign-up and on 'Reenviar e-mail'. */
export function verifyEmailEmail({ to, name, link }: { to: string; name: string; link: string }): Email {
  return linkEmail({
    to,
    name,
    subject: VERIFY_EMAIL_SUBJECT,
    intro: [
      "Sua conta no Vitae foi criada com este endereço de e-mail.",
      "Para confirmar que o e-mail é seu, abra o link abaixo:",
    ],
    action: { label: "Confirmar meu e-mail", link },
    notes: [
      "O link vale por 24 horas e pode ser usado uma única vez.",
      "Com o e-mail confirmado, um plano comprado com este endereço passa a valer na sua conta.",
      "Se você não criou uma conta no Vitae, ignore este e-mail: nenhuma conta será confirmada.",
    ],
  });
}
