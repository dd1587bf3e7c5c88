import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/** The class list of a menu entry; each menu keeps its own touch height. */
export function menuItemClasses(height: "min-h-10" | "min-h-11") {
  return cn(
    `flex ${height} cursor-pointer items-center rounded-md px-3 text-sm font-medium text-slate-800 outline-none`,
    "data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900",
  );
}

/** The open part of a dropdown menu (Radix): a white card in a portal, under the trigger's right edge. */
export function MenuContent({
  minWidth,
  children,
}: {
  minWidth: "min-w-48" | "min-w-52";
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className={cn("z-40", minWidth, "rounded-lg border border-slate-200 bg-white p-1 shadow-lg")}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
