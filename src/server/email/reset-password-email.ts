import type { Email } from "./send-email.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The recovery message: Portuguese, HTML and plain text, with the 24 h expiry stated. */
export function resetPasswordEmail({ to, name, link }: { to: string; name: string; link: string }): Email {
  const greeting = name.trim() ? `Olá, ${name.trim()}!` : "Olá!";
  const text = [
    greeting,
    "",
    "Recebemos um pedido para redefinir a senha da sua conta no Vitae.",
    "Para escolher uma nova senha, abra o link abaixo:",
    "",
    link,
    "",
    "O link vale por 24 horas e pode ser usado uma única vez.",
    "Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.",
    "",
    "Equipe Vitae",
  ].join("\n");
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Redefina sua senha do Vitae</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px">Vitae</h1>
<p>${escapeHtml(greeting)}</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Vitae.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;text-decoration:none;border-radius:6px">Redefinir minha senha</a></p>
<p>Ou copie este endereço no navegador:<br>${escapeHtml(link)}</p>
<p>O link vale por 24 horas e pode ser usado uma única vez.</p>
<p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Vitae</p>
</body></html>`;
  return { to, subject: "Redefina sua senha do Vitae", html, text };
}
