import { type RefObject, useLayoutEffect } from "react";

/**
 * Whatever is pinned to the bottom of the screen says how tall it is, as a CSS variable on <html>: the
 * wizard's Voltar/Próximo bar as `--bottom-bar-height`, the cookie notice as `--cookie-banner-height`.
 * The notice sits above the bar, and pages and focus scrolling keep their content clear of both
 * (src/web/styles.css). The height counts only while the element is pinned (position: fixed): the wizard's
 * bar joins the page from 1024 px.
 */
export function usePinnedHeight(ref: RefObject<HTMLElement | null>, variable: `--${string}`): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => {
      const pinned = getComputedStyle(element).position === "fixed";
      root.setProperty(variable, `${pinned ? element.offsetHeight : 0}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    window.addEventListener("resize", publish);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", publish);
      root.removeProperty(variable);
    };
  }, [ref, variable]);
}
