import { useCallback, useEffect, useState } from "react";
import { BELOW_MD_SCREEN, useMediaQuery } from "#web/lib/use-media-query.ts";
import { readSidebarCookie, sidebarCookieValue } from "./sidebar-cookie.ts";

/**
 * The sidebar's state: open or collapsed on wide screens (remembered in the cookie), a sheet opened on demand
 * below 768 px. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebar() {
  const isMobile = useMediaQuery(BELOW_MD_SCREEN);
  // Open in the frame drawn at build time, which has no cookie; the app then draws it as remembered.
  const [open, setOpenState] = useState(
    () => typeof document === "undefined" || readSidebarCookie(document.cookie),
  );
  const [sheetOpen, setSheetOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
    document.cookie = sidebarCookieValue(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setSheetOpen((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  // Leaving the phone layout closes the sheet, so it does not pop up again on the way back.
  useEffect(() => {
    if (!isMobile) setSheetOpen(false);
  }, [isMobile]);

  return { isMobile, open, sheetOpen, setSheetOpen, toggle };
}
