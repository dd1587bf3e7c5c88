import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const WAIT_FOR_TARGET_MS = 5000;

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to and focuses the element a hash names, waiting for it when its page is still loading. */
function revealHashTarget(id: string): () => void {
  const reveal = (): boolean => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView({ behavior: reducedMotion() ? "instant" : "smooth", block: "start" });
    // Keyboard and screen-reader users continue from the section, not from the link they used.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    return true;
  };
  if (reveal()) return () => {};
  const observer = new MutationObserver(() => reveal() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Scroll behaviour of a single-page app: a new page starts at the top, a link with a hash scrolls to its
 * section (also from another page), back/forward return to where the visitor was, and the page the browser
 * loaded is left where the visitor has it.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const loadedKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current.get(location.key);
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: "instant" });
      return;
    }
    if (location.hash.length > 1) return revealHashTarget(decodeURIComponent(location.hash.slice(1)));
    // The page the browser loaded stays where it is: a visitor may have scrolled it (and be about to tap a
    // link further down) before the app started. Only a page opened inside the app starts at the top.
    if (navigationType === "POP" && location.key === loadedKey.current) return;
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [location.key, location.hash, navigationType]);

  return null;
}
