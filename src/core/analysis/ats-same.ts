import { brazilianPhone } from "../resume/phone.ts";
import { webAddressText } from "../resume/web-address.ts";

/*
 * How text printed in a resume is compared with what a reader got back from the PDF: lenient where printing
 * or reading legitimately changes the form (capitals from the template's style, spaces and line breaks, the
 * separator between city and state, how a phone or an address is written), strict on the content itself
 * (every letter, accent and digit).
 */

/** One spelling of a text for comparing: composed accents, single spaces, lower case. */
export function comparable(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase("pt-BR");
}

export function sameText(printed: string, read: string): boolean {
  return comparable(printed) === comparable(read);
}

/** 'São Paulo - SP' and 'São Paulo, SP' name the same place. */
export function samePlace(printed: string, read: string): boolean {
  const words = (text: string) =>
    comparable(text)
      .split(/[\s,/–—-]+/u)
      .filter(Boolean)
      .join(" ");
  return words(printed) === words(read);
}

/** 'linkedin.com/in/ana' and 'https://www.linkedin.com/in/ana/' are the same address. */
export function sameAddress(printed: string, read: string): boolean {
  return sameText(webAddressText(printed), webAddressText(read));
}

/**
 * The same number, however it is punctuated and with or without the country code. A phone printed with a
 * note ('(11) 98765-4321 ramal 20') is read back as its number: the number, whole, is enough.
 */
export function samePhone(printed: string, read: string): boolean {
  const [ours, theirs] = [nationalDigits(printed), nationalDigits(read)];
  if (!theirs) return false;
  if (ours === theirs) return true;
  return brazilianPhone(printed) === null && theirs.length >= 8 && ours.startsWith(theirs);
}

function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return phone.trim().startsWith("+55") ? digits.slice(2) : digits;
}
