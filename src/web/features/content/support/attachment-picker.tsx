import Paperclip from "lucide-react/icons/paperclip";
import X from "lucide-react/icons/x";
import { type ChangeEvent, useId, useState } from "react";
import { ATTACHMENT_LIMITS, contactMessages, isAcceptedAttachment } from "#core/contact/contact-request.ts";

const ACCEPT = ".pdf,.docx,.txt,.png,.jpg,.jpeg";

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;

/** Why `file` cannot be added to `current`, or null when it can. */
function attachmentProblem(file: File, current: File[]): string | null {
  if (current.length >= ATTACHMENT_LIMITS.maxFiles) return contactMessages.anexosMax;
  if (!isAcceptedAttachment(file.name)) return contactMessages.anexoTipo;
  if (file.size === 0) return contactMessages.anexoVazio;
  if (file.size > ATTACHMENT_LIMITS.maxBytes) return contactMessages.anexoGrande;
  return null;
}

type AttachmentPickerProps = { files: File[]; onChange: (files: File[]) => void; disabled?: boolean };

/** Optional attachments: up to 5 files of 2MB each, checked as they are chosen, each removable. */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const next = [...files];
    let refused: string | null = null;
    for (const file of Array.from(event.target.files ?? [])) {
      const why = attachmentProblem(file, next);
      if (why) refused ??= `${file.name}: ${why}`;
      else next.push(file);
    }
    // The same file can be chosen again after removing it.
    event.target.value = "";
    setProblem(refused);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800" id={`${id}-label`}>
        Anexos (opcional)
      </span>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Até {ATTACHMENT_LIMITS.maxFiles} arquivos de 2MB cada: PDF, DOCX, TXT, PNG ou JPG. Uma captura da tela
        ajuda a entender o problema.
      </p>
      <label
        htmlFor={id}
        className="mt-1 inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-500 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
      >
        <Paperclip aria-hidden="true" className="h-4 w-4" />
        Escolher arquivos
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled || files.length >= ATTACHMENT_LIMITS.maxFiles}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
          onChange={add}
          className="sr-only"
        />
      </label>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-labelledby={`${id}-label`} className="mt-1 space-y-1.5">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center justify-between gap-2 rounded-lg bg-slate-100 py-1 pr-1 pl-3 text-sm"
            >
              <span className="min-w-0 truncate text-slate-800">
                {file.name} <span className="text-slate-600">({formatSize(file.size)})</span>
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={`Remover ${file.name}`}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
