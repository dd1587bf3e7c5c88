import ZoomIn from "lucide-react/icons/zoom-in";
import ZoomOut from "lucide-react/icons/zoom-out";
import { useState } from "react";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { Button } from "#web/ui/button.tsx";
import { cn } from "#web/ui/cn.ts";
import { ResumePreview } from "#web/ui/resume-preview.tsx";

/**
 * The finished resume, sheet by sheet, so the person sees where each page ends. A whole A4 page fitted to a
 * phone is too small to read, so phones can zoom in and scroll the sheet sideways inside its box.
 */
export function FinalResume({ data }: { data: ResumeData }) {
  const [zoomed, setZoomed] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-[52rem] flex-col gap-2">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setZoomed((value) => !value)}
        className="h-10 self-end text-brand-800 md:hidden"
      >
        {zoomed ? (
          <ZoomOut aria-hidden="true" className="h-4 w-4" />
        ) : (
          <ZoomIn aria-hidden="true" className="h-4 w-4" />
        )}
        {zoomed ? "Ajustar à tela" : "Ampliar para ler"}
      </Button>
      <section
        aria-label="Currículo"
        // Zoomed, the box scrolls sideways (not the page), so the keyboard must be able to reach it.
        tabIndex={zoomed ? 0 : undefined}
        className={cn(
          "rounded-xl bg-slate-200/70 p-2 sm:p-6",
          zoomed &&
            "overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 md:overflow-visible",
        )}
      >
        <ResumePreview
          data={data}
          templateId={data.templateId}
          className={cn("shadow-sm", zoomed && "min-w-[640px] md:min-w-0")}
        />
      </section>
    </div>
  );
}
