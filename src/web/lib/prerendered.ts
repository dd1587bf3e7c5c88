let prerendered = typeof window === "undefined";

/** Called by main.tsx before it hydrates markup prerendered at build time. */
export function markPrerendered(): void {
  prerendered = true;
}

/**
 * True on the server that prerenders the public pages and in a browser that hydrated one: a page that
 * would show a placeholder while something loads shows its content instead, as the static HTML did.
 */
export const isPrerendered = (): boolean => prerendered;

let appShell = false;

/**
 * True while the build draws an app page's frame (scripts/prerender.ts): its header, steps and title are on
 * screen before the JavaScript, and what needs the browser (a form with the stored draft, the preview, the
 * session) is a placeholder the app then draws over.
 */
export const isAppShell = (): boolean => appShell;

/** Runs a server render as an app page's frame (see isAppShell). */
export function asAppShell<T>(render: () => T): T {
  appShell = true;
  try {
    return render();
  } finally {
    appShell = false;
  }
}
