import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import GripVertical from "lucide-react/icons/grip-vertical";
import { useState } from "react";
import type { OrderableSection } from "#core/resume/resume-style.ts";
import { cn } from "../cn.ts";
import { SECTION_NAMES } from "./section-names.ts";

type SectionOrderListProps = {
  order: readonly OrderableSection[];
  onChange: (order: OrderableSection[]) => void;
};

function moved(order: readonly OrderableSection[], from: number, to: number): OrderableSection[] {
  const next = [...order];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

/**
 * The sections' order: drag a row to its place, or use 'Mover para cima' / 'Mover para baixo' from the
 * keyboard; each move is announced, and focus stays on the moved section's button.
 */
export function SectionOrderList({ order, onChange }: SectionOrderListProps) {
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);

  function move(from: number, to: number, focus?: "up" | "down") {
    if (to < 0 || to >= order.length || from === to) return;
    const next = moved(order, from, to);
    onChange(next);
    const name = order[from] ? SECTION_NAMES[order[from]] : "";
    setAnnouncement(`${name} movida para a posição ${to + 1} de ${order.length}.`);
    if (focus) {
      // After React has drawn the new order, keep the keyboard on the section that moved.
      requestAnimationFrame(() => {
        const button = document.querySelector<HTMLButtonElement>(
          `[data-section-move="${order[from]}-${focus}"]:not(:disabled)`,
        );
        (
          button ??
          document.querySelector<HTMLButtonElement>(`[data-section-move^="${order[from]}-"]:not(:disabled)`)
        )?.focus();
      });
    }
  }

  return (
    <div>
      <ol className="flex flex-col gap-2" aria-label="Ordem das seções">
        {order.map((section, index) => (
          <li
            key={section}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={cn(
              "flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm",
              dragged === index && "opacity-60",
            )}
          >
            <GripVertical aria-hidden="true" className="h-4 w-4 shrink-0 cursor-grab text-slate-400" />
            <span className="flex-1 font-medium text-slate-800">{SECTION_NAMES[section]}</span>
            <button
              type="button"
              data-section-move={`${section}-up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1, "up")}
              aria-label={`Mover para cima: ${SECTION_NAMES[section]}`}
              title="Mover para cima"
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              data-section-move={`${section}-down`}
              disabled={index === order.length - 1}
              onClick={() => move(index, index + 1, "down")}
              aria-label={`Mover para baixo: ${SECTION_NAMES[section]}`}
              title="Mover para baixo"
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ol>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
