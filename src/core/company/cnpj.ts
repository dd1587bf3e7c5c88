/**
 * A CNPJ as the Receita Federal writes it: '12.345.678/0001-95'. Since 2026 the first twelve characters may
 * be letters too; the two check digits are computed the same way for both, each character counting as its
 * character code minus 48 (so '0'–'9' are 0–9 and 'A' is 17).
 */
const CNPJ_PATTERN = /^([0-9A-Z]{2})\.?([0-9A-Z]{3})\.?([0-9A-Z]{3})\/?([0-9A-Z]{4})-?(\d{2})$/;

function checkDigit(body: string): number {
  let weight = body.length - 7;
  let sum = 0;
  for (const char of body) {
    sum += (char.charCodeAt(0) - 48) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The CNPJ written with its dots, slash and hyphen, or null when it is not one (wrong shape or check digits). */
export function formatCnpj(typed: string): string | null {
  const match = CNPJ_PATTERN.exec(typed.trim().toUpperCase());
  if (!match) return null;
  const [, a, b, c, branch, digits] = match;
  const base = `${a}${b}${c}${branch}`;
  const first = checkDigit(base);
  if (`${first}${checkDigit(`${base}${first}`)}` !== digits) return null;
  return `${a}.${b}.${c}/${branch}-${digits}`;
}
