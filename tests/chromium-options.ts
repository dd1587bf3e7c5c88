import { chromiumLaunchOptions as launchOptions } from "../src/server/pdf/chromium-options.ts";

// The tests drive the browser people use (Debian's chromium), not the headless shell that prints the PDFs.
export const chromiumLaunchOptions = launchOptions();
