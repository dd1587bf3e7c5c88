import { uploadMessages } from "./upload-messages.ts";

/** The spec's limit, 5 MB read as 5 × 1024 × 1024 bytes like the server does. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** For the file input: what the picker offers (the server still checks the bytes). */
export const ACCEPTED_FILES = `.pdf,.docx,application/pdf,${DOCX_TYPE}`;

type ChosenFile = Pick<File, "name" | "size" | "type">;

/**
 * Checks the files a person chose or dropped before anything is sent: exactly one, PDF or DOCX by its name
 * or declared type, at most 5 MB. Returns the message to show, or null when the file may be sent.
 */
export function fileChoiceError(files: readonly ChosenFile[]): string | null {
  const [file] = files;
  if (!file) return uploadMessages.nenhumArquivo;
  if (files.length > 1) return uploadMessages.apenasUm;
  const name = file.name.toLowerCase();
  if (name.endsWith(".doc") || file.type === "application/msword") return uploadMessages.docAntigo;
  const isPdf = name.endsWith(".pdf") || file.type === "application/pdf";
  const isDocx = name.endsWith(".docx") || file.type === DOCX_TYPE;
  if (!isPdf && !isDocx) return uploadMessages.tipoInvalido;
  if (file.size > MAX_FILE_BYTES) return uploadMessages.tamanhoExcedido;
  return null;
}

/** '1,2 MB' / '850 KB', for showing the chosen file. */
export function formatFileSize(bytes: number): string {
  const format = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
