import { chromiumLaunchOptions as launchOptions } from "../src/server/pdf/chromium-options.ts";

// The tests start the very Chromium the server prints PDFs with.
export const chromiumLaunchOptions = launchOptions(process.env.CHROMIUM_PATH || undefined);
