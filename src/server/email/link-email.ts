import type { Email } from "./send-email.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type LinkEmail = {
  to: string;
  name: string;
  subject: string;
  /** What happened, before the link. */
  intro: string[];
  action: { label: string; link: string };
  /** How long the link lasts and what to do if the message was not expected. */
  notes: string[];
};

/** A message whose point is one link (a reset, a confirmation): Portuguese, HTML and plain text alike. */
export function linkEmail({ to, name, subject, intro, action, notes }: LinkEmail): Email {
  const greeting = name.trim() ? `Olá, ${name.trim()}!` : "Olá!";
  const text = [greeting, "", ...intro, "", action.link, "", ...notes, "", "Equipe Vitae"].join("\n");
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  const link = escapeHtml(action.link);
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px">Vitae</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs(intro)}
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p>Ou copie este endereço no navegador:<br>${link}</p>
${paragraphs(notes)}
<p>Equipe Vitae</p>
</body></html>`;
  return { to, subject, html, text };
}
