import { type ContactRequest, fileExtension, supportCategoryLabel } from "#core/contact/contact-request.ts";
import type { Email, EmailAttachment } from "../email/send-email.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Text lines as an HTML document: each line escaped, blank lines as paragraph breaks. */
function htmlDocument(title: string, lines: string[]): string {
  const body = lines
    .join("\n")
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px">Vitae</h1>
${body}
</body></html>`;
}

function email(to: string, subject: string, lines: string[], extra: Partial<Email> = {}): Email {
  return { to, subject, text: lines.join("\n"), html: htmlDocument(subject, lines), ...extra };
}

// Only the extension of a sent file name is ours to trust; the rest is kept readable but harmless.
const safeFileName = (name: string, index: number) => {
  const base =
    name
      .replace(/[^\p{L}\p{N} ._-]/gu, "_")
      .slice(0, 100)
      .trim() || `anexo-${index + 1}`;
  return base.toLowerCase().endsWith(`.${fileExtension(name)}`) ? base : `${base}.${fileExtension(name)}`;
};

/** The message the team receives: everything the person wrote, with Reply-To set to them. */
export function teamEmail(request: ContactRequest, teamAddress: string): Email {
  if (request.kind === "newsletter") {
    return email(teamAddress, "[Newsletter] Nova inscrição", [
      "Uma pessoa pediu para receber a newsletter do blog do Vitae.",
      "",
      `E-mail: ${request.email}`,
      "",
      "A confirmação foi enviada a esse endereço; quem responder pedindo o cancelamento sai da lista.",
    ]);
  }
  const header =
    request.kind === "support"
      ? [
          `Nome: ${request.name}`,
          `E-mail: ${request.email}`,
          `Categoria: ${supportCategoryLabel(request.category)}`,
          `Assunto: ${request.subject}`,
          `Anexos: ${request.attachments.length}`,
        ]
      : [
          `Nome: ${request.name}`,
          `E-mail: ${request.email}`,
          `Telefone: ${request.phone || "não informado"}`,
          `Assunto: ${request.subject}`,
          "Consentimento com a Política de Privacidade: sim",
        ];
  const tag = request.kind === "support" ? "[Suporte]" : "[Contato]";
  const attachments: EmailAttachment[] =
    request.kind === "support"
      ? request.attachments.map((file, index) => ({
          filename: safeFileName(file.name, index),
          content: file.data,
          encoding: "base64",
        }))
      : [];
  return email(teamAddress, `${tag} ${request.subject}`, [...header, "", "Mensagem:", "", request.message], {
    replyTo: request.email,
    ...(attachments.length > 0 ? { attachments } : {}),
  });
}

/**
 * What the person who wrote receives: proof that the message arrived and what happens next, with the service
 * hours when the operator gave them (COMPANY_HOURS).
 */
export function confirmationEmail(request: ContactRequest, teamAddress: string, hours?: string): Email {
  // Replies reach the team, not the no-reply sender.
  const replyTo = { replyTo: teamAddress };
  if (request.kind === "newsletter") {
    return email(
      request.email,
      "Inscrição na newsletter do Vitae",
      [
        "Olá!",
        "",
        "Sua inscrição na newsletter do blog do Vitae foi recebida. Você vai receber dicas de currículo,",
        "entrevistas e carreira, sem excesso de mensagens.",
        "",
        "Não foi você? Responda a este e-mail com a palavra CANCELAR e tiramos o endereço da lista.",
        "A qualquer momento, responder CANCELAR encerra o envio.",
        "",
        "Equipe Vitae",
      ],
      replyTo,
    );
  }
  const firstName = request.name.split(/\s+/)[0] ?? "";
  const what = request.kind === "support" ? "seu chamado de suporte" : "sua mensagem";
  return email(
    request.email,
    `Recebemos ${what}: ${request.subject}`,
    [
      `Olá, ${firstName}!`,
      "",
      `Recebemos ${what} com o assunto “${request.subject}”.`,
      "Respondemos em até 24 horas úteis, por e-mail, neste mesmo endereço.",
      ...(hours ? [`Horário de atendimento: ${hours}.`] : []),
      "",
      "Se quiser acrescentar algo, basta responder a este e-mail.",
      "",
      "Equipe Vitae",
    ],
    replyTo,
  );
}
