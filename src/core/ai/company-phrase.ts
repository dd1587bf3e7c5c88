import { normalizeForMatch } from "./text.ts";

// Portuguese puts an article before a company name ('no Itaú', 'na Natura') and guessing it wrong reads
// badly. When the name starts with a noun we know, that noun decides the article; otherwise we say
// 'na empresa X', which is always correct.
const MASCULINE = new Set(
  (
    "banco|hospital|grupo|colegio|instituto|supermercado|escritorio|hotel|restaurante|laboratorio|centro|" +
    "shopping|condominio|tribunal|ministerio|governo|sindicato|posto|estudio|consultorio|atacadao|mercado|" +
    "servico|conselho|departamento|clube"
  ).split("|"),
);
const FEMININE = new Set(
  (
    "empresa|escola|clinica|prefeitura|loja|universidade|faculdade|farmacia|drogaria|editora|agencia|" +
    "construtora|companhia|fundacao|secretaria|startup|cooperativa|associacao|padaria|industria|fabrica|" +
    "rede|transportadora|distribuidora|consultoria|igreja|creche|academia|livraria|concessionaria|" +
    "imobiliaria|lanchonete|fazenda|ong|casa|camara|assembleia|policia|marinha|unidade|organizacao"
  ).split("|"),
);
const SELF_EMPLOYED = new Set(
  ["autonomo", "autonoma", "conta propria", "independente", "particular", "mei", "freelancer", "freela"].map(
    normalizeForMatch,
  ),
);

/** Work on one's own ('Autônomo', 'Freelancer') is not a company to name in a sentence. */
export function isSelfEmployed(empresa: string): boolean {
  return SELF_EMPLOYED.has(normalizeForMatch(empresa));
}

/** Self-employment said without gender: 'de forma autônoma' ('autônomo/autônoma' would need agreement). */
export function selfEmployedMode(empresa: string): string {
  return /^freela(ncer)?$/.test(normalizeForMatch(empresa)) ? "em regime freelancer" : "de forma autônoma";
}

/** 'Banco do Brasil' -> 'no Banco do Brasil'; 'Escola Estadual X' -> 'na Escola Estadual X'; 'Acme' -> 'na empresa Acme'. */
export function atCompany(empresa: string): string {
  const name = empresa.trim();
  if (!name) return "";
  if (isSelfEmployed(name)) return selfEmployedMode(name);
  const firstWord = normalizeForMatch(name).split(/[^a-z0-9]+/)[0] ?? "";
  if (MASCULINE.has(firstWord)) return `no ${name}`;
  if (FEMININE.has(firstWord)) return `na ${name}`;
  return `na empresa ${name}`;
}
