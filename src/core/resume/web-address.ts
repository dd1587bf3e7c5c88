/*
 * LinkedIn and site addresses as people type them ('linkedin.com/in/ana', 'https://www.ana.dev/'): checked,
 * turned into a link a PDF can open, and shortened into the text a recruiter (and an ATS) reads on the page.
 */

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** The address as a URL, 'https://' added when no scheme was typed; null unless it is a plain http(s) address. */
export function webAddressUrl(value: string): URL | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  try {
    const url = new URL(SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
    // 'mailto:ana@site.com' parses as user 'mailto' at host 'site.com'; a profile link never carries credentials.
    const plain = url.username === "" && url.password === "";
    const web = url.protocol === "http:" || url.protocol === "https:";
    return web && plain && url.hostname.includes(".") ? url : null;
  } catch {
    return null;
  }
}

export function isWebAddress(value: string): boolean {
  return webAddressUrl(value) !== null;
}

/** 'https://www.linkedin.com/in/ana/' -> 'linkedin.com/in/ana': what the page prints. */
export function webAddressText(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}
