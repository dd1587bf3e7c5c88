import { formatEducationPeriod } from "../resume/education.ts";
import { formatExperiencePeriod } from "../resume/experience.ts";
import { formatPhone } from "../resume/phone.ts";
import { printablePhoto } from "../resume/photo.ts";
import { type ResumeData, resumeHeadline } from "../resume/resume-data.ts";
import { isHidden, ORDERABLE_SECTIONS, type OrderableSection } from "../resume/resume-style.ts";
import { webAddressText, webAddressUrl } from "../resume/web-address.ts";
import { resumeLanguage } from "./languages/languages.ts";
import type { ContactKey, ResumeLanguage } from "./languages/resume-language.ts";

/** One contact as printed; `href` (LinkedIn, site) when it is also a link the PDF can open. */
export type ContactView = { key: ContactKey; label: string; value: string; href?: string };
export type ExperienceView = { cargo: string; empresa: string; periodo: string; descricao: string };
export type EducationView = { curso: string; instituicao: string; periodo: string; nivel: string };

/**
 * What every output shows (templates, PDF, DOCX, TXT), already formatted in the resume's language: one place
 * decides the wording, each output only the look. Empty parts and cards the person has not started are left
 * out.
 */
export type ResumeView = {
  /** The words printed around the person's text: section titles, labels, the document's language. */
  language: ResumeLanguage;
  nome: string;
  headline: string;
  /** The photo as an image data URL, or '' (decision 0031); templates with a place for it print it. */
  foto: string;
  /**
   * E-mail, phone, 'cidade - estado' (or whichever of the two is filled), LinkedIn and site, the filled ones
   * only.
   */
  contatos: ContactView[];
  /** The summary's paragraphs: the person's lines, trimmed, blank ones dropped. */
  resumo: string[];
  experiencias: ExperienceView[];
  formacoes: EducationView[];
  hardSkills: string[];
  softSkills: string[];
  /**
   * The order the person chose for the sections, when they chose one; otherwise each template keeps its own.
   * Sections they hid are already empty above, so every output leaves them out alike.
   */
  ordemSecoes?: readonly OrderableSection[];
};

export function toResumeView(data: ResumeData): ResumeView {
  const language = resumeLanguage(data.idioma);
  const contact = (key: ContactKey, value: string): ContactView => ({
    key,
    label: language.contactLabels[key],
    value,
  });
  const contatos: ContactView[] = [
    contact("email", data.email.trim()),
    contact("telefone", formatPhone(data.telefone)),
    contact("local", [data.cidade.trim(), data.estado.trim()].filter(Boolean).join(" - ")),
    webContact(contact("linkedin", webAddressText(data.linkedin)), data.linkedin),
    webContact(contact("site", webAddressText(data.sitePortfolio)), data.sitePortfolio),
  ];
  const shown = (section: OrderableSection) => !isHidden(data.estilo, section);
  return {
    language,
    nome: data.nome.trim(),
    headline: resumeHeadline(data),
    foto: printablePhoto(data.foto),
    contatos: contatos.filter((item) => item.value),
    resumo: shown("resumo") ? textLines(data.resumo) : [],
    experiencias: data.experiencias
      .filter((exp) => exp.cargo.trim() || exp.empresa.trim() || exp.descricao.trim())
      .map((exp) => ({
        cargo: exp.cargo.trim(),
        empresa: exp.empresa.trim(),
        periodo: exp.dataInicio.trim() ? formatExperiencePeriod(exp, language) : "",
        descricao: exp.descricao.trim(),
      })),
    formacoes: data.formacoes
      .filter((edu) => edu.curso.trim() || edu.instituicao.trim())
      .map((edu) => {
        const { periodo, nivel } = formatEducationPeriod(edu, language);
        return {
          curso: edu.curso.trim(),
          instituicao: edu.instituicao.trim(),
          periodo: edu.dataInicio.trim() ? periodo : "",
          nivel,
        };
      }),
    hardSkills: cleanList(data.hardSkills),
    softSkills: shown("softSkills") ? cleanList(data.softSkills) : [],
    ...(data.estilo.ordemSecoes ? { ordemSecoes: data.estilo.ordemSecoes } : {}),
  };
}

/**
 * A group of sections in print order: the person's order when they chose one, else the order given (the
 * template's own for that column). Sections outside the group keep to their column.
 */
export function orderSections(
  view: Pick<ResumeView, "ordemSecoes">,
  sections: readonly OrderableSection[] = ORDERABLE_SECTIONS,
): OrderableSection[] {
  const chosen = view.ordemSecoes;
  if (!chosen) return [...sections];
  return [...sections].sort((a, b) => chosen.indexOf(a) - chosen.indexOf(b));
}

/** An address printed short ('linkedin.com/in/ana'); a link only when it is a plain http(s) address. */
function webContact(view: ContactView, typed: string): ContactView {
  const url = webAddressUrl(typed);
  return url ? { ...view, href: url.href } : view;
}

/** 'E-mail: ana@exemplo.com', as the text exports print a contact. */
export function contactLine({ label, value }: ContactView): string {
  return `${label}: ${value}`;
}

/** The person's own lines, trimmed, blank ones dropped. */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter(Boolean);
}

/** Whether the header has anything to show; an empty band or rule would look like a rendering fault. */
export function hasIdentity(view: ResumeView): boolean {
  return Boolean(view.nome || view.headline || view.contatos.length > 0);
}
