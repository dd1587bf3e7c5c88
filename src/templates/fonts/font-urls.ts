// Browser only: Vite turns each import into the URL of a hashed file it ships, so the preview loads the same
// woff2 files the PDF inlines without the bundle carrying their base64. Keep in step with FONT_FACES (a test
// checks it).

import dmSans300Normal from "@fontsource/dm-sans/files/dm-sans-latin-300-normal.woff2?url";
import dmSans400Normal from "@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2?url";
import dmSans500Normal from "@fontsource/dm-sans/files/dm-sans-latin-500-normal.woff2?url";
import dmSans700Normal from "@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff2?url";
import ebGaramond400Italic from "@fontsource/eb-garamond/files/eb-garamond-latin-400-italic.woff2?url";
import ebGaramond400Normal from "@fontsource/eb-garamond/files/eb-garamond-latin-400-normal.woff2?url";
import ebGaramond500Normal from "@fontsource/eb-garamond/files/eb-garamond-latin-500-normal.woff2?url";
import ebGaramond600Normal from "@fontsource/eb-garamond/files/eb-garamond-latin-600-normal.woff2?url";
import ibmPlexMono400Normal from "@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-400-normal.woff2?url";
import ibmPlexMono500Normal from "@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-500-normal.woff2?url";
import ibmPlexSans400Normal from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2?url";
import ibmPlexSans600Normal from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff2?url";
import inter400Normal from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import inter600Normal from "@fontsource/inter/files/inter-latin-600-normal.woff2?url";
import inter700Normal from "@fontsource/inter/files/inter-latin-700-normal.woff2?url";
import lato400Normal from "@fontsource/lato/files/lato-latin-400-normal.woff2?url";
import lato700Normal from "@fontsource/lato/files/lato-latin-700-normal.woff2?url";
import montserrat700Normal from "@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url";
import montserrat800Normal from "@fontsource/montserrat/files/montserrat-latin-800-normal.woff2?url";
import playfairDisplay400Normal from "@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url";
import playfairDisplay700Normal from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url";
import sourceSerif4400Italic from "@fontsource/source-serif-4/files/source-serif-4-latin-400-italic.woff2?url";
import sourceSerif4400Normal from "@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2?url";
import sourceSerif4600Normal from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2?url";
import type { FontFaceKey, FontSource } from "./font-faces.ts";

export const FONT_URLS: Record<FontFaceKey, string> = {
  "eb-garamond-latin-400-normal": ebGaramond400Normal,
  "eb-garamond-latin-400-italic": ebGaramond400Italic,
  "eb-garamond-latin-500-normal": ebGaramond500Normal,
  "eb-garamond-latin-600-normal": ebGaramond600Normal,
  "source-serif-4-latin-400-normal": sourceSerif4400Normal,
  "source-serif-4-latin-400-italic": sourceSerif4400Italic,
  "source-serif-4-latin-600-normal": sourceSerif4600Normal,
  "inter-latin-400-normal": inter400Normal,
  "inter-latin-600-normal": inter600Normal,
  "inter-latin-700-normal": inter700Normal,
  "montserrat-latin-700-normal": montserrat700Normal,
  "montserrat-latin-800-normal": montserrat800Normal,
  "lato-latin-400-normal": lato400Normal,
  "lato-latin-700-normal": lato700Normal,
  "playfair-display-latin-400-normal": playfairDisplay400Normal,
  "playfair-display-latin-700-normal": playfairDisplay700Normal,
  "dm-sans-latin-300-normal": dmSans300Normal,
  "dm-sans-latin-400-normal": dmSans400Normal,
  "dm-sans-latin-500-normal": dmSans500Normal,
  "dm-sans-latin-700-normal": dmSans700Normal,
  "ibm-plex-sans-latin-400-normal": ibmPlexSans400Normal,
  "ibm-plex-sans-latin-600-normal": ibmPlexSans600Normal,
  "ibm-plex-mono-latin-400-normal": ibmPlexMono400Normal,
  "ibm-plex-mono-latin-500-normal": ibmPlexMono500Normal,
};

export const fontUrl: FontSource = (key) => FONT_URLS[key];
