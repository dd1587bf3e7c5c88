/**
 * A Brazilian phone number as people read it: '(11) 98765-4321' for a mobile, '(11) 3456-7890' for a
 * landline, with '+55 ' kept in front when it was typed. Anything that is not a Brazilian number with its DDD
 * (a foreign number, a number without DDD, words) is returned as typed, only trimmed.
 */
export function formatPhone(typed: string): string {
  return brazilianPhone(typed) ?? typed.trim();
}

/** The number written as in formatPhone when it is a Brazilian number with its DDD, else null. */
export function brazilianPhone(typed: string): string | null {
  const text = typed.trim();
  // Digits and the usual separators only; anything else (an extension, a note) is the person's own wording.
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const international = text.startsWith("+") || (digits.startsWith("55") && digits.length >= 12);
  if (international && !digits.startsWith("55")) return null;
  const national = international ? digits.slice(2) : digits.replace(/^0/, "");
  const local = nationalNumber(national);
  if (!local) return null;
  return international ? `+55 ${local}` : local;
}

/** DDD (11–99, no zero) and 8 digits (a landline) or 9 starting with 9 (a mobile). */
function nationalNumber(digits: string): string | null {
  const match = /^([1-9][1-9])(9\d{4}|[2-8]\d{3})(\d{4})$/.exec(digits);
  if (!match) return null;
  const [, ddd, first, last] = match;
  return `(${ddd}) ${first}-${last}`;
}
