import FileText from "lucide-react/icons/file-text";
import FileUp from "lucide-react/icons/file-up";
import { type DragEvent, useId, useState } from "react";
import { buttonClasses } from "#web/ui/button.tsx";
import { cn } from "#web/ui/cn.ts";
import { ACCEPTED_FILES, formatFileSize } from "./file-choice.ts";

type UploadDropzoneProps = {
  file: File | null;
  /** Files chosen in the picker or dropped on the area (checked by the caller). */
  onFiles(files: File[]): void;
  errorId?: string;
};

/** A drop area with a real file input (labelled, keyboard reachable) for choosing one PDF or DOCX. */
export function UploadDropzone({ file, onFiles, errorId }: UploadDropzoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the labelled file input inside is the accessible control
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-8",
        dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50",
      )}
    >
      {file ? (
        <FileText aria-hidden="true" className="h-10 w-10 text-brand-700" />
      ) : (
        <FileUp aria-hidden="true" className="h-10 w-10 text-slate-500" />
      )}
      {file ? (
        <p className="mt-3 max-w-full font-medium break-words text-slate-900">
          {file.name} <span className="font-normal text-slate-600">({formatFileSize(file.size)})</span>
        </p>
      ) : (
        <p className="mt-3 font-medium text-slate-900">Arraste seu currículo para cá</p>
      )}
      <p className="mt-1 text-sm text-slate-600">PDF ou DOCX, até 5MB</p>
      <label
        htmlFor={inputId}
        className={buttonClasses(
          "secondary",
          "md",
          "mt-4 cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600",
        )}
      >
        {file ? "Trocar arquivo" : "Escolher arquivo"}
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_FILES}
          aria-describedby={errorId}
          className="sr-only"
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            // Choosing the same file again after an error must fire a change too.
            event.target.value = "";
          }}
        />
      </label>
    </div>
  );
}
