import ChevronDown from "lucide-react/icons/chevron-down";
import Download from "lucide-react/icons/download";
import { useState } from "react";
import type { DownloadFormat } from "#web/lib/use-resume-download.ts";
import { buttonClasses } from "./button.tsx";
import { cn } from "./cn.ts";
import { lazyComponent } from "./lazy-component.tsx";
import type { OtherFormatsMenuProps } from "./other-formats-menu.tsx";

/**
 * The other formats' menu: its code (Radix's menu, about 30 KB) is fetched once the page is idle. Until then
 * the same trigger stands in; a tap on it fetches the menu, which opens as soon as it arrives.
 */
const OtherFormatsMenu = lazyComponent(
  () => import("./other-formats-menu.tsx").then((module) => module.OtherFormatsMenu),
  TriggerStandIn,
  { idle: true },
);

function TriggerStandIn({ triggerClassName, onEarlyTap }: OtherFormatsMenuProps) {
  return (
    <button
      type="button"
      aria-label="Outros formatos"
      aria-haspopup="menu"
      className={triggerClassName}
      onClick={() => {
        onEarlyTap?.();
        void OtherFormatsMenu.preload().catch(() => {});
      }}
    >
      <ChevronDown aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

type DownloadActionsProps = {
  onDownload: (format: DownloadFormat) => void;
  /** The format being prepared, if any: its label says so and the buttons wait. */
  pending: DownloadFormat | null;
  size?: "sm" | "md";
  className?: string;
};

/** 'Baixar PDF' and, joined to it, a small menu with the other formats. */
export function DownloadActions({ onDownload, pending, size = "md", className }: DownloadActionsProps) {
  const height = size === "sm" ? "h-10" : "h-11";
  // This card's or page's trigger was tapped before the menu's code arrived: the menu opens when it does.
  const [openAtOnce, setOpenAtOnce] = useState(false);
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
      <OtherFormatsMenu
        onDownload={onDownload}
        pending={pending}
        openAtOnce={openAtOnce}
        onEarlyTap={() => setOpenAtOnce(true)}
        triggerClassName={buttonClasses(
          "primary",
          size,
          cn(height, "w-10 shrink-0 rounded-l-none border-l border-white/30 px-0"),
        )}
      />
    </div>
  );
}
