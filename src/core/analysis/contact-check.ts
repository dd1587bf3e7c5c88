import { PersonalInfoFormSchema } from "../resume/personal-info-schema.ts";
import { brazilianPhone } from "../resume/phone.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import { isWebAddress } from "../resume/web-address.ts";
import { quote } from "./entry-name.ts";
import type { Finding, Severity } from "./finding.ts";

type Contact = Pick<ResumeData, "email" | "telefone" | "cidade" | "estado" | "linkedin" | "sitePortfolio">;

const EXAMPLE_PHONE = "(11) 98765-4321";
// The number inside what was typed: '(11) 98765-4321 ramal 20' and '11 98765-4321 (WhatsApp)' keep their note.
const PHONE_PART = /\+?[\d(][\d\s().-]{6,}\d/;
// A number without its DDD: 8 digits (a landline) or 9 starting with 9 (a mobile).
const LOCAL_NUMBER = /^(?:[2-8]\d{7}|9\d{8})$/;
// 'São Paulo - SP' or 'Recife/PE' typed in one piece still names the state.
export const ENDS_WITH_UF = /(?:^|[\s,/–-])[A-Z]{2}$/;

/** How a recruiter reaches the person and where they live: what the first lines of a resume must get right. */
export function checkContact(data: Contact): Finding[] {
  const found: Finding[] = [];
  const add = (what: string, severity: Severity, message: string) =>
    found.push({ id: `contato.${what}`, severity, message, step: "dados" });

  const email = data.email.trim();
  if (!email) {
    add(
      "email-ausente",
      "erro",
      "Falta o seu e-mail: muitas empresas chamam para entrevista por ele, então informe um que você confere sempre.",
    );
  } else if (!PersonalInfoFormSchema.shape.email.safeParse(email).success) {
    add(
      "email-invalido",
      "erro",
      `O e-mail ${quote(email)} parece ter um erro de digitação; confira o @ e o final (como nome@gmail.com), senão a empresa não consegue responder.`,
    );
  }

  const phone = phoneProblem(data.telefone);
  if (phone === "ausente") {
    add(
      "telefone-ausente",
      "erro",
      `Falta o seu telefone: muitos recrutadores ligam ou chamam no WhatsApp, então informe um número com DDD, como ${EXAMPLE_PHONE}.`,
    );
  } else if (phone === "sem-ddd") {
    add(
      "telefone-sem-ddd",
      "aviso",
      `O telefone ${quote(data.telefone)} está sem DDD, e quem liga de outra cidade não consegue falar com você; escreva com o DDD, como ${EXAMPLE_PHONE}.`,
    );
  } else if (phone === "incompleto") {
    add(
      "telefone-incompleto",
      "aviso",
      `O telefone ${quote(data.telefone)} não parece um número completo; confira se tem o DDD e 8 ou 9 dígitos, como ${EXAMPLE_PHONE}.`,
    );
  }

  const cidade = data.cidade.trim();
  if (!cidade) {
    add(
      "cidade-ausente",
      "aviso",
      "Falta a cidade onde você mora, e muitas vagas dão preferência a quem mora perto; preencha “Cidade e Estado”, como Campinas, SP.",
    );
  } else if (!data.estado.trim() && !ENDS_WITH_UF.test(cidade)) {
    add(
      "estado-ausente",
      "dica",
      `Acrescente a sigla do estado depois de ${quote(cidade)} (como “Campinas, SP”): há cidades com o mesmo nome em estados diferentes.`,
    );
  }

  const linkedin = data.linkedin.trim();
  if (!linkedin) {
    add(
      "linkedin-ausente",
      "dica",
      "Se você tem perfil no LinkedIn, coloque o endereço: muitos recrutadores conferem o perfil antes de chamar (criar um é gratuito).",
    );
  } else if (!isWebAddress(linkedin)) {
    add(
      "linkedin-invalido",
      "aviso",
      `O LinkedIn ${quote(linkedin)} não é um endereço que abre; copie o link do seu perfil, como linkedin.com/in/seu-nome.`,
    );
  }
  const site = data.sitePortfolio.trim();
  if (site && !isWebAddress(site)) {
    add(
      "site-invalido",
      "aviso",
      `O site ${quote(site)} não é um endereço que abre; copie o link completo, como meusite.com.br.`,
    );
  }
  return found;
}

function phoneProblem(typed: string): "ausente" | "sem-ddd" | "incompleto" | null {
  const text = typed.trim();
  if (!text) return "ausente";
  // A foreign number is the person's own business: it is printed as typed and not judged.
  if (/^\+(?!\s*55)/.test(text)) return null;
  const number = PHONE_PART.exec(text)?.[0] ?? "";
  if (brazilianPhone(number)) return null;
  // '+55 98765-4321': the country code without the DDD.
  const digits = number.replace(/\D/g, "").replace(/^55(?=\d{8,9}$)/, "");
  return LOCAL_NUMBER.test(digits) ? "sem-ddd" : "incompleto";
}
