import { z } from "zod";
import { messages } from "../messages.ts";

/**
 * What POST /api/contact accepts, shared by the server and the forms that call it: the contact page
 * (`contact`), the support form (`support`, with optional attachments) and the blog's newsletter field
 * (`newsletter`). Every message is the Portuguese text the person sees next to the field.
 */

/** Support attachments: at most 5 files of 2 MB each (spec part 2 §9). */
export const ATTACHMENT_LIMITS = { maxFiles: 5, maxBytes: 2 * 1024 * 1024 } as const;

/** File types the team can open without risk; by extension, since that is what a mail client trusts. */
const ATTACHMENT_EXTENSIONS = ["pdf", "docx", "txt", "png", "jpg", "jpeg"] as const;

export const SUPPORT_CATEGORIES = [
  { id: "conta", label: "Conta e acesso" },
  { id: "pagamento", label: "Pagamento e plano Premium" },
  { id: "curriculo", label: "Criação e edição do currículo" },
  { id: "download", label: "Download (PDF, DOCX, TXT)" },
  { id: "importacao", label: "Importação de currículo" },
  { id: "tecnico", label: "Problema técnico" },
  { id: "outro", label: "Outro assunto" },
] as const;

type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]["id"];
const CATEGORY_IDS = SUPPORT_CATEGORIES.map((c) => c.id) as [SupportCategory, ...SupportCategory[]];

export const contactMessages = {
  assuntoMin: "Informe o assunto com pelo menos 3 caracteres",
  assuntoMax: "O assunto pode ter no máximo 150 caracteres",
  categoriaObrigatoria: "Escolha uma categoria",
  mensagemMin: "Escreva sua mensagem com pelo menos 20 caracteres",
  mensagemMax: "A mensagem pode ter no máximo 5.000 caracteres",
  nomeMax: "O nome pode ter no máximo 120 caracteres",
  consentimento: "Você precisa aceitar a Política de Privacidade para enviar a mensagem",
  anexosMax: "Envie no máximo 5 arquivos",
  anexoGrande: "Cada arquivo pode ter no máximo 2MB",
  anexoTipo: "Formato não aceito: envie PDF, DOCX, TXT, PNG ou JPG",
  anexoInvalido: "Não foi possível ler um dos arquivos. Escolha-o novamente.",
  anexoVazio: "Um dos arquivos está vazio",
} as const;

const text = (message: string) => z.string({ error: message }).trim();

const name = text(messages.nomeCompletoMin)
  .min(3, messages.nomeCompletoMin)
  .max(120, contactMessages.nomeMax);
const email = text(messages.emailInvalido)
  .max(254, messages.emailInvalido)
  .pipe(z.email(messages.emailInvalido));
const subject = text(contactMessages.assuntoMin)
  .min(3, contactMessages.assuntoMin)
  .max(150, contactMessages.assuntoMax);
const message = text(contactMessages.mensagemMin)
  .min(20, contactMessages.mensagemMin)
  .max(5000, contactMessages.mensagemMax);
const phone = text(messages.telefoneFormato)
  .refine((value) => value === "" || /^[\d()\-\s+]+$/.test(value), messages.telefoneFormato)
  .refine((value) => value === "" || (value.match(/\d/g)?.length ?? 0) >= 10, messages.telefoneMin);

/** The extension of a file name, lower case, without the dot ("" when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

export function isAcceptedAttachment(fileName: string): boolean {
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** Bytes a base64 text decodes to, without decoding it; -1 when it is not base64. */
function base64Size(data: string): number {
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return -1;
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

const Attachment = z
  .object({
    name: text(contactMessages.anexoInvalido)
      .min(1, contactMessages.anexoInvalido)
      .max(200, contactMessages.anexoInvalido),
    /** The file's bytes in base64 (no data: prefix). */
    data: z.string({ error: contactMessages.anexoInvalido }),
  })
  .superRefine((file, ctx) => {
    const size = base64Size(file.data);
    if (!isAcceptedAttachment(file.name))
      ctx.addIssue({ code: "custom", message: contactMessages.anexoTipo });
    else if (size < 0) ctx.addIssue({ code: "custom", message: contactMessages.anexoInvalido });
    else if (size === 0) ctx.addIssue({ code: "custom", message: contactMessages.anexoVazio });
    else if (size > ATTACHMENT_LIMITS.maxBytes)
      ctx.addIssue({ code: "custom", message: contactMessages.anexoGrande });
  });

export const ContactPageRequest = z.object({
  kind: z.literal("contact"),
  name,
  email,
  phone: phone.optional().default(""),
  subject,
  message,
  consent: z.literal(true, { error: contactMessages.consentimento }),
});

export const SupportRequest = z.object({
  kind: z.literal("support"),
  name,
  email,
  subject,
  category: z.enum(CATEGORY_IDS, { error: contactMessages.categoriaObrigatoria }),
  message,
  attachments: z
    .array(Attachment, { error: contactMessages.anexoInvalido })
    .max(ATTACHMENT_LIMITS.maxFiles, contactMessages.anexosMax)
    .optional()
    .default([]),
});

const NewsletterRequest = z.object({ kind: z.literal("newsletter"), email });

export const ContactRequest = z.discriminatedUnion(
  "kind",
  [ContactPageRequest, SupportRequest, NewsletterRequest],
  { error: "Tipo de mensagem desconhecido" },
);

export type ContactRequest = z.infer<typeof ContactRequest>;
export type ContactRequestInput = z.input<typeof ContactRequest>;
export type SupportRequest = z.infer<typeof SupportRequest>;

/** The label of a support category, for e-mails and the form. */
export function supportCategoryLabel(id: SupportCategory): string {
  return SUPPORT_CATEGORIES.find((c) => c.id === id)?.label ?? id;
}

/** The size limit of a whole request: every attachment at its largest, in base64, plus the text fields. */
export const CONTACT_BODY_LIMIT =
  ATTACHMENT_LIMITS.maxFiles * Math.ceil(ATTACHMENT_LIMITS.maxBytes / 3) * 4 + 64 * 1024;
