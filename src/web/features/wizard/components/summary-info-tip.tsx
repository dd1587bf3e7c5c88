import { Info } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useState } from "react";

const TEXT = "Este texto aparece no topo do seu currículo, logo abaixo do seu nome e dos seus contatos.";

/**
 * An info button whose tooltip opens on hover, on keyboard focus and on tap (phones cannot hover), and
 * closes with Escape or a tap elsewhere.
 */
export function SummaryInfoTip() {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label="Onde o resumo aparece?"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={(event) => {
              // Radix closes a tooltip on click; here a tap is how phones open it.
              event.preventDefault();
              setOpen(true);
            }}
          >
            <Info aria-hidden="true" className="h-5 w-5" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={4}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {TEXT}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
