import ChevronDown from "lucide-react/icons/chevron-down";
import { DropdownMenu } from "radix-ui";
import { DOWNLOAD_FORMATS, type DownloadFormat } from "#web/lib/use-resume-download.ts";
import { MenuContent, menuItemClasses } from "./menu.tsx";

/** The formats offered in the menu beside 'Baixar PDF'. */
const OTHER_FORMATS = (["docx", "txt", "jsonResume"] as const).map((format) => ({
  format,
  label: DOWNLOAD_FORMATS[format].label,
}));

const item = menuItemClasses("min-h-11");

export type OtherFormatsMenuProps = {
  onDownload: (format: DownloadFormat) => void;
  pending: DownloadFormat | null;
  triggerClassName: string;
  /** Opens at once: the trigger was tapped before this menu's code had arrived. */
  openAtOnce?: boolean;
  /** Called by the trigger that stands in while this menu's code loads, when it is tapped. */
  onEarlyTap?: () => void;
};

/** The small menu joined to 'Baixar PDF' with the other formats (Radix, loaded apart: download-actions.tsx). */
export function OtherFormatsMenu({
  onDownload,
  pending,
  triggerClassName,
  openAtOnce,
}: OtherFormatsMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openAtOnce}>
      <DropdownMenu.Trigger aria-label="Outros formatos" className={triggerClassName}>
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
  );
}
