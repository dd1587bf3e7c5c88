import Info from "lucide-react/icons/info";
import { useState } from "react";
import { Tooltip } from "#web/ui/tooltip.tsx";

const TEXT = "Este texto aparece no topo do seu currículo, logo abaixo do seu nome e dos seus contatos.";

/**
 * An info button whose tooltip opens on hover, on keyboard focus and on tap (phones cannot hover), and
 * closes with Escape or a tap elsewhere.
 */
export function SummaryInfoTip() {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip content={TEXT} long open={open} onOpenChange={setOpen}>
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
    </Tooltip>
  );
}
