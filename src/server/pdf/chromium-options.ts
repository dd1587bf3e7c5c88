import type { LaunchOptions } from "playwright-core";

/** Debian's Chromium package: the browser people use, which the browser tests drive. */
const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell package: the same Blink without the desktop browser around it, which
 * prints our PDFs in about half the time of full Chromium's headless mode. CHROMIUM_PATH points elsewhere.
 */
export const DEFAULT_PDF_CHROMIUM_PATH = "/usr/lib/chromium/chromium-headless-shell";

/**
 * How we start Chromium, for the PDF renderer and the browser tests alike: an installed Chromium (never a
 * downloaded browser) without the background traffic (updates, sync, first-run pings) a server has no use for.
 */
export function chromiumLaunchOptions(executablePath = DEFAULT_CHROMIUM_PATH): LaunchOptions {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}

/**
 * The PDF renderer's browser: on top of the request routing that refuses every request, all traffic is sent to
 * a proxy address where nothing answers, loopback included, because Chromium opens speculative connections
 * (preconnects) to hosts named in a document even when the request itself is then refused. Frames are drawn
 * only when asked for, that is never: nobody looks at this browser's screen, printing paints the pages itself,
 * and drawing the screen after every document cost as much CPU as printing it. The headless shell hints fonts
 * fully unless told otherwise, which rounds glyph advances to whole pixels: lines came out wider than in the
 * preview and broke at other words. Without hinting, the PDF keeps the fonts' own widths, as browsers show them.
 */
export function rendererLaunchOptions(executablePath = DEFAULT_PDF_CHROMIUM_PATH): LaunchOptions {
  const base = chromiumLaunchOptions(executablePath);
  return {
    ...base,
    // The server's own shutdown closes the browser after the last request; Playwright's handlers would kill it
    // at once on a signal (and on SIGINT end the process with status 130).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [
      ...(base.args ?? []),
      "--proxy-server=http://127.0.0.1:9",
      "--proxy-bypass-list=<-loopback>",
      "--enable-begin-frame-control",
      "--font-render-hinting=none",
    ],
  };
}
