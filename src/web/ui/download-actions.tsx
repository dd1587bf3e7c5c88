import { ChevronDown, Download } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { DOWNLOAD_FORMATS, type DownloadFormat } from "#web/lib/use-resume-download.ts";
import { buttonClasses } from "./button.tsx";
import { cn } from "./cn.ts";
import { MenuContent, menuItemClasses } from "./menu.tsx";

/** The formats offered in the menu beside 'Baixar PDF'. */
const OTHER_FORMATS = (["docx", "txt", "jsonResume"] as const).map((format) => ({
  format,
  label: DOWNLOAD_FORMATS[format].label,
}));

type DownloadActionsProps = {
  onDownload: (format: DownloadFormat) => void;
  /** The format being prepared, if any: its label says so and the buttons wait. */
  pending: DownloadFormat | null;
  size?: "sm" | "md";
  className?: string;
};

const item = menuItemClasses("min-h-11");

/** 'Baixar PDF' and, joined to it, a small menu with the other formats. */
export function DownloadActions({ onDownload, pending, size = "md", className }: DownloadActionsProps) {
  const height = size === "sm" ? "h-10" : "h-11";
  return (
    <div className={cn("flex min-w-0", className)}>
      <button
        type="button"
        onClick={() => onDownload("pdf")}
        aria-disabled={pending !== null || undefined}
        className={buttonClasses("primary", size, cn(height, "min-w-0 flex-1 rounded-r-none px-3"))}
      >
        <Download aria-hidden="true" className="h-4 w-4 shrink-0 max-[399px]:hidden" />
        <span className="truncate">{pending === "pdf" ? "Gerando PDF..." : "Baixar PDF"}</span>
      </button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="Outros formatos"
          className={buttonClasses(
            "primary",
            size,
            cn(height, "w-10 shrink-0 rounded-l-none border-l border-white/30 px-0"),
          )}
        >
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </DropdownMenu.Trigger>
        <MenuContent minWidth="min-w-52">
          {OTHER_FORMATS.map(({ format, label }) => (
            <DropdownMenu.Item
              key={format}
              className={item}
              disabled={pending !== null}
              onSelect={() => onDownload(format)}
            >
              {pending === format ? "Preparando arquivo..." : label}
            </DropdownMenu.Item>
          ))}
        </MenuContent>
      </DropdownMenu.Root>
    </div>
  );
}
