import type { LaunchOptions } from "playwright-core";

/** Debian's Chromium package; CHROMIUM_PATH points elsewhere. */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

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
 * (preconnects) to hosts named in a document even when the request itself is then refused.
 */
export function rendererLaunchOptions(executablePath = DEFAULT_CHROMIUM_PATH): LaunchOptions {
  const base = chromiumLaunchOptions(executablePath);
  return {
    ...base,
    args: [...(base.args ?? []), "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>"],
  };
}
