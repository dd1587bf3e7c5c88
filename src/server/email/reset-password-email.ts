import { linkEmail } from "./link-email.ts";
import type { Email } from "./send-email.ts";

export const RESET_PASSWORD_SUBJECT = "Redefina sua senha do Vitae";

/** The recovery message: Portuguese, HTML and plain text, with the 24 h expiry stated. */
export function resetPasswordEmail({ to, name, link }: { to: string; name: string; link: string }): Email {
  return linkEmail({
    to,
    name,
    subject: RESET_PASSWORD_SUBJECT,
    intro: [
      "Recebemos um pedido para redefinir a senha da sua conta no Vitae.",
      "Para escolher uma nova senha, abra o link abaixo:",
    ],
    action: { label: "Redefinir minha senha", link },
    notes: [
      "O link vale por 24 horas e pode ser usado uma única vez.",
      "Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.",
    ],
  });
}
