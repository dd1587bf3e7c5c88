import { formatPhone } from "../resume/phone.ts";

/** A company phone as shown on the site, and the number a `tel:` link dials. */
export type CompanyPhone = { display: string; dial: string };

/**
 * A Brazilian number a company answers: with its DDD ('(11) 3456-7890', '+55 11 98765-4321'), a toll-free or
 * shared-cost number ('0800 123 4567') or a single national number ('4004-1234'). Null for anything else.
 */
export function companyPhone(typed: string): CompanyPhone | null {
  const text = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const tollFree = /^(0[3589]00)(\d{3})(\d{4})$/.exec(digits);
  if (tollFree) return { display: tollFree.slice(1).join(" "), dial: digits };
  const national = /^([34]00\d)(\d{4})$/.exec(digits);
  if (national) return { display: `${national[1]}-${national[2]}`, dial: digits };
  const display = formatPhone(text);
  const withDdd = /^(?:\+55 )?\((\d\d)\) (\d{4,5})-(\d{4})$/.exec(display);
  if (!withDdd) return null;
  return { display, dial: `+55${withDdd.slice(1).join("")}` };
}
