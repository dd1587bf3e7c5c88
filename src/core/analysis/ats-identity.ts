import type { ResumeData } from "../resume/resume-data.ts";
import type { TemplateId } from "../resume/template-id.ts";
import type { ContactKey } from "../view/languages/resume-language.ts";
import type { ResumeView } from "../view/resume-view.ts";
import { sameAddress, samePhone, samePlace, sameText } from "./ats-same.ts";
import { atsFinding, atsQuote, type Outcome, readOutcome, type Subject, TRY_ANOTHER } from "./ats-wording.ts";
import { ENDS_WITH_UF } from "./contact-check.ts";
import type { Finding, Severity } from "./finding.ts";

type ContactCheck = {
  subject: string;
  form: Subject["form"];
  read: (back: ResumeData) => string;
  same: (printed: string, read: string) => boolean;
  /** What to do when it is lost, if not to try another template. */
  advice?: string;
};

const CONTACTS: Record<ContactKey, ContactCheck> = {
  email: { subject: "o e-mail", form: "o", read: (back) => back.email, same: sameText },
  telefone: { subject: "o telefone", form: "o", read: (back) => back.telefone, same: samePhone },
  local: {
    subject: "a cidade",
    form: "a",
    read: (back) => [back.cidade.trim(), back.estado.trim()].filter(Boolean).join(" - "),
    same: samePlace,
  },
  linkedin: {
    subject: "o endereço do LinkedIn",
    form: "o",
    read: (back) => back.linkedin,
    same: sameAddress,
  },
  site: { subject: "o endereço do site", form: "o", read: (back) => back.sitePortfolio, same: sameAddress },
};

const PLACE_EXAMPLE = "como “Campinas, SP”";

/**
 * A city without its state, or a state alone, reads to any reader as a word, not a place: then the state or
 * the city is what is missing, whatever the template.
 */
function placeCheck(data: ResumeData): ContactCheck {
  const [cidade, estado] = [data.cidade.trim(), data.estado.trim()];
  if (!cidade) {
    const advice = `Preencha também a cidade, ${PLACE_EXAMPLE}: só com o estado, o sistema não reconhece onde você mora.`;
    return { ...CONTACTS.local, subject: "o estado", form: "o", advice };
  }
  if (!estado && !ENDS_WITH_UF.test(cidade)) {
    const advice = `Acrescente a sigla do estado, ${PLACE_EXAMPLE}: sem ela, o sistema não reconhece a cidade.`;
    return { ...CONTACTS.local, advice };
  }
  return CONTACTS.local;
}

// Without these the company cannot tell whose resume it is, or call the person.
const REACH: readonly string[] = ["email", "telefone"];
const CANNOT_REACH = "Sem ele, a empresa não consegue chamar você; experimente outro modelo.";
const NO_NAME = "Sem o nome, o sistema não sabe de quem é o currículo; experimente outro modelo.";

/** The header as read back: the name, each contact printed and the headline. */
export function identityFindings(
  data: ResumeData,
  view: ResumeView,
  back: ResumeData,
  templateId: TemplateId,
): Finding[] {
  const found: Finding[] = [];
  const add = (id: string, severity: Severity, subject: Subject, outcome: Outcome, advice: string) =>
    found.push(
      atsFinding({
        id,
        severity,
        step: id === "cargo" ? "resumo" : "dados",
        templateId,
        what: readOutcome(subject, outcome),
        advice,
      }),
    );
  const outcome = (read: string): Outcome => (read.trim() ? { lost: false, read } : { lost: true });

  if (view.nome && !sameText(view.nome, back.nome)) {
    add(
      "nome",
      "erro",
      { text: `o seu nome ${atsQuote(view.nome)}`, form: "o" },
      outcome(back.nome),
      NO_NAME,
    );
  }
  for (const { key, value } of view.contatos) {
    const check = key === "local" ? placeCheck(data) : CONTACTS[key];
    const read = check.read(back);
    if (check.same(value, read)) continue;
    const reach = REACH.includes(key);
    const subject = { text: `${check.subject} ${atsQuote(value)}`, form: check.form };
    const advice = check.advice ?? (reach ? CANNOT_REACH : TRY_ANOTHER);
    add(key, reach ? "erro" : "aviso", subject, outcome(read), advice);
  }
  const cargo = data.cargo.trim();
  if (cargo && !sameText(cargo, back.cargo)) {
    add(
      "cargo",
      "aviso",
      { text: `o cargo desejado ${atsQuote(cargo)}`, form: "o" },
      outcome(back.cargo),
      TRY_ANOTHER,
    );
  }
  return found;
}
