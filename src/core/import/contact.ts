import { findLocation, isPlaceName } from "./location.ts";

// Starts only where a run of address characters starts: tried from inside a long run of letters, the search
// would rescan the rest of the run from every position.
const EMAIL = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u;

export function findEmail(text: string): string | null {
  const match = EMAIL.exec(text);
  return match ? match[0].replace(/\.$/, "") : null;
}

/**
 * Phones as printed: '(11) 90000-0001', '+55 81 90000-0002', '48 900000006', '(27) 9 0000-0018',
 * '+55 (11) 9 0000-0102', '11 3456-7890', '+1 (512) 555-0147'.
 */
const PHONE =
  /(?<![\d\w@.])(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\s?0?\d{2,3}\s?\)|0?\d{2,3})?[\s.-]?(?:9[\s.]?)?\d{3,5}[\s.-]?\d{4}(?![\d\w])/gu;

export function findPhone(text: string): string | null {
  for (const match of text.matchAll(PHONE)) {
    const printed = match[0].trim();
    const digits = printed.replace(/\D/g, "");
    if (digits.length < 8 || digits.length > 13) continue;
    // Periods ('2019 - 2021', '2019-2021') and CEPs are not phones.
    if (/^(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)\d{2}$/.test(printed)) continue;
    if (!/[\s().+-]/.test(printed) && digits.length === 8) continue;
    return printed;
  }
  return null;
}

// 'linkedin.com/in/ana-souza', 'https://br.linkedin.com/in/ana/', 'www.linkedin.com/pub/ana'.
const LINKEDIN =
  /(?<![\p{L}\d.@/-])(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\p{L}\d_%.-]+\/?/iu;

export function findLinkedin(text: string): string | null {
  return LINKEDIN.exec(text)?.[0].replace(/[./]+$/, "") ?? null;
}

/**
 * A site or portfolio as printed: with a scheme or 'www.' ('https://ana.dev', 'www.ana.com.br/portfolio'), or
 * a bare domain, with a path or without ('github.com/ana', 'ana.com.br', as our templates print a site). An
 * e-mail's domain is not a site (nor is the part before its '@'), nor is LinkedIn, which has its own field.
 */
const SITE =
  /(?<![\p{L}\d.@/-])(?:(?:https?:\/\/|www\.)[\p{L}\d-]+(?:\.[\p{L}\d-]+)+|[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|net|org|dev|io|me|app|site|page|tech|br)(?!\.?[\p{L}\d@_-]))(?:\/[^\s,;|()]*)?/giu;

export function findSite(text: string): string | null {
  for (const match of text.matchAll(SITE)) {
    const address = match[0].replace(/[.,/]+$/, "");
    if (!/linkedin\.com/i.test(address)) return address;
  }
  return null;
}

const PERSONAL_DATA =
  /\b(?:brasileir[oa]|casad[oa]|solteir[oa]|divorciad[oa]|vi[uú]v[oa]|\d+\s+a[nñ]os|cnh|nacionalidade|nacionalidad|nationality|naturalidade|estado civil|marital status|fecha de nacimiento|data de nascimento|date of birth|sexo|g[eê]nero)\b/iu;

/** 'Contadora — CRC-PR 000000/O-0': a professional registration printed after the headline. */
const COUNCILS = "CRC|OAB|CREA|COREN|CRM|CRP|CRF|CRO|CREFITO|CAU|CRA|CRN|CRMV|CRBio|MTE";
const REGISTRATION_AFTER = new RegExp(`\\s*[—–|•·-]\\s*(?:${COUNCILS})\\b.*$`, "u");
/** A line with a professional registration: 'Registro MTE: PA/000000', 'OAB/DF 00.000'. */
const REGISTRATION = new RegExp(`^(?:registro|${COUNCILS})\\b[^\\d]{0,12}\\d`, "iu");

export function withoutRegistration(text: string): string {
  return text.replace(REGISTRATION_AFTER, "");
}

/** The caption of a photo's place: 'Foto', 'Sua foto aqui'. */
const PHOTO_CAPTION = /^(?:foto|photo|imagem|sua foto(?: aqui)?)$/iu;

/** A street address: 'Rua Fictícia, 300', 'Av. Brasil, 12', 'CEP 80000-000'. */
const ADDRESS = /\b(?:rua|avenida|av\.|travessa|alameda|rodovia|estrada|pra[cç]a|cep)\s|\b\d{5}-\d{3}\b/iu;

/** A personal data line (nationality, marital status, age, driving licence); a sentence ('12 anos de…') is not. */
export function isPersonalData(text: string): boolean {
  return PERSONAL_DATA.test(text) && text.split(/\s+/).length <= 10;
}

export function isContact(text: string): boolean {
  return (
    isContactDetail(text) ||
    /\.com\b/i.test(text) ||
    findSite(text) !== null ||
    PHOTO_CAPTION.test(text.trim()) ||
    ADDRESS.test(text) ||
    (REGISTRATION.test(text) && text.split(/\s+/).length <= 6)
  );
}

/**
 * The person's contact details: an e-mail, a phone, a link, where they live ('São Paulo, SP', 'Brazil'). A
 * narrower test than isContact, for lists where a dotted word is no address ('ASP.NET', 'Socket.io').
 */
export function isContactDetail(text: string): boolean {
  return (
    findEmail(text) !== null ||
    findPhone(text) !== null ||
    /https?:|www\.|linkedin|github\.com|gitlab\.com|behance\.net/i.test(text) ||
    findLocation(text) !== null ||
    isPlaceName(text)
  );
}
