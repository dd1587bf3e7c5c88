import { fold, titleCase } from "./text.ts";
import { courseScore } from "./vocabulary.ts";

/** Brazilian states: UF code and name. */
const STATES: Record<string, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
};

/**
 * State capitals and the larger cities, the country names resumes add, and remote work: what an entry may
 * print after its employer or school ('UFRN, Natal', 'Ambev — Jaguariúna', 'Nubank, Remoto').
 */
const PLACE_NAMES = new Set(
  [
    "rio branco, maceio, macapa, manaus, salvador, fortaleza, brasilia, vitoria, goiania, sao luis, cuiaba",
    "campo grande, belo horizonte, belem, joao pessoa, curitiba, recife, teresina, rio de janeiro, natal",
    "porto alegre, porto velho, boa vista, florianopolis, sao paulo, aracaju, palmas, campinas, guarulhos",
    "sao goncalo, duque de caxias, nova iguacu, sao bernardo do campo, santo andre, osasco, jaboatao",
    "jaboatao dos guararapes, sao jose dos campos, ribeirao preto, uberlandia, sorocaba, contagem",
    "feira de santana, joinville, juiz de fora, londrina, aparecida de goiania, niteroi, ananindeua",
    "campos dos goytacazes, caxias do sul, santos, maua, sao joao de meriti, mogi das cruzes, betim",
    "diadema, jundiai, carapicuiba, piracicaba, olinda, cariacica, bauru, montes claros, canoas, maringa",
    "sao carlos, blumenau, ponta grossa, franca, petrolina, caruaru, vila velha, serra, barueri",
    "sao jose do rio preto, jaguariuna, itajai, chapeco, pelotas, santa maria, cascavel, foz do iguacu",
    "campina grande, mossoro, imperatriz, anapolis, sobral, juazeiro do norte, ilheus, itabuna",
    "vitoria da conquista, sao jose, palhoca, taubate, limeira, americana, indaiatuba, hortolandia",
    "brasil, brazil, portugal, lisboa, porto, remoto, remote, home office, hibrido, hybrid",
    "canada, canadá, usa, eua, estados unidos, united states, reino unido, united kingdom, uk, alemanha",
    "germany, franca, france, espanha, spain, italia, italy, holanda, netherlands, irlanda, ireland",
    "argentina, chile, colombia, mexico, peru, uruguai, uruguay, paraguai, japao, japan, australia",
    "venezuela, bolivia, ecuador, equador, cuba, haiti, angola, mocambique, cabo verde",
  ]
    .join(", ")
    .split(/,\s*/),
);

/** Whether a text names a place only: a known city or country, or a city with its state. */
export function isPlaceName(text: string): boolean {
  // 'Greater São Paulo Area', 'Curitiba e Região', 'Curitiba, Paraná, Brazil', 'Natal – RN'.
  const folded = fold(text)
    .replace(/[.]/g, "")
    .replace(/,?\s*(?:brasil|brazil)$/, "")
    .replace(/^(?:greater|grande)\s+/, "")
    .replace(/\s+(?:metropolitan\s+area|area|region|e\s+regiao(?:\s+metropolitana)?)$/, "")
    .trim();
  const withoutState = folded.replace(/\s*(?:[-–—/,(]\s*)?\b[a-z]{2}\)?$/, "").trim();
  const withoutStateName = folded.split(/\s*[,–—-]\s*/)[0] ?? folded;
  // A state alone, named ('Pernambuco') or with its country ('SP – Brazil'); not a code alone ('GO' is a skill).
  const bare = folded.replace(/[\s,–—-]+$/, "");
  // 'Macaé (Brasil)', 'Maturín (Venezuela)': a town of a few words with its country in brackets.
  const country = /^(?:\p{Lu}[\p{L}'’-]*\s?){1,4}\s*\(([^()]+)\)$/u.exec(text.trim())?.[1];
  if (country && PLACE_NAMES.has(fold(country))) return true;
  return (
    (toUf(bare) !== null && (bare.length > 2 || bare !== fold(text).trim())) ||
    PLACE_NAMES.has(fold(text).trim()) ||
    PLACE_NAMES.has(folded) ||
    PLACE_NAMES.has(withoutState) ||
    (withoutStateName !== folded &&
      PLACE_NAMES.has(withoutStateName) &&
      toUf(folded.slice(withoutStateName.length).replace(/^[\s,–—-]+/, "")) !== null)
  );
}

const UF_BY_NAME = new Map(Object.entries(STATES).map(([uf, name]) => [fold(name), uf]));

function isUf(code: string): boolean {
  return code in STATES;
}

/** 'PE', 'pe', 'Pernambuco', 'pernambuco' -> 'PE'; anything else -> null. */
export function toUf(value: string): string | null {
  const trimmed = value.trim();
  if (isUf(trimmed.toUpperCase()) && trimmed.length === 2) return trimmed.toUpperCase();
  return UF_BY_NAME.get(fold(trimmed)) ?? null;
}

interface Location {
  cidade: string;
  estado: string;
}

const UPPER = "A-ZÀ-ÖØ-Þ";
const WORD = `[${UPPER}][\\p{L}'’.]*`;
const PARTICLE = "(?:d[aeo]s?|d'|del|de la)";
/** A city name: capitalised words, joined by spaces or hyphens, with Portuguese particles. */
const CITY = `(${WORD}(?:(?:\\s|-)(?:${PARTICLE}\\s)?${WORD})*)`;
/** Between the city and the state: ', ' '/' ' - ' ' – ' ' — '. */
const JOIN = "\\s*(?:,|/|\\s[-–—·•|]|[-–—]\\s)\\s*|\\s*/\\s*|\\s+\\(";
const UF_CODES = Object.keys(STATES).join("|");
const STATE_NAMES = Object.values(STATES)
  .sort((a, b) => b.length - a.length)
  .join("|");
const COUNTRIES = "USA|EUA|United States|Estados Unidos|Canada|Canadá|Australia|Austrália";

const WITH_UF = new RegExp(`${CITY}(?:${JOIN})(${UF_CODES})(?![\\p{L}\\d])`, "u");
const WITH_STATE_NAME = new RegExp(`${CITY}(?:${JOIN})(${STATE_NAMES})(?![\\p{L}])`, "iu");
const ABROAD = new RegExp(`${CITY},\\s*([A-Z]{2}),\\s*(?:${COUNTRIES})\\b`, "u");

/**
 * A city and state in a contact line: 'São Paulo - SP', 'Curitiba/PR', 'Recife, Pernambuco',
 * 'Rua X, 45 – Boa Vista – Recife – PE', 'Austin, TX, USA'.
 */
export function findLocation(text: string): Location | null {
  const abroad = ABROAD.exec(text);
  if (abroad) return { cidade: cleanCity(abroad[1] as string), estado: abroad[2] as string };
  const withUf = WITH_UF.exec(text);
  if (withUf && acceptableCity(withUf[1] as string)) {
    return { cidade: cleanCity(withUf[1] as string), estado: withUf[2] as string };
  }
  const named = WITH_STATE_NAME.exec(text);
  if (named && acceptableCity(named[1] as string)) {
    return {
      cidade: cleanCity(named[1] as string),
      estado: toUf(named[2] as string) ?? (named[2] as string),
    };
  }
  return null;
}

/** Labels and acronyms before a UF ('COREN-PE', 'OAB/DF', 'CEP') are not cities. */
function acceptableCity(city: string): boolean {
  const letters = city.replace(/[^\p{L}]/gu, "");
  if (letters.length < 3) return false;
  if (/^(?:CEP|OAB|CRM|CRC|CREA|COREN|CRP|CRF|CRO|CREFITO|RG|CPF|CNH|UF)$/i.test(city.trim())) return false;
  // 'SENAI/SC', 'Universidade Federal/MG': a school or employer with its state, not a city.
  if (courseScore(city) < 0) return false;
  return true;
}

/** A label printed before the place ('LOCATION Recife', 'Cidade: Recife', 'Endereço - Recife'). */
const PLACE_LABEL =
  /^(?:location|localiza[cç][aã]o|local|cidade|city|endere[cç]o|address|residence|resid[eê]ncia|ubicaci[oó]n|ciudad|direcci[oó]n)\b\s*[:\-–]?\s*/iu;

function cleanCity(city: string): string {
  const trimmed = city.trim().replace(PLACE_LABEL, "").replace(/[.,]$/, "");
  const isCaps = !/\p{Ll}/u.test(trimmed);
  return isCaps ? titleCase(trimmed) : trimmed;
}
