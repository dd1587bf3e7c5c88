import { describe, expect, it } from "vitest";
import { toPlainText } from "../export/plain-text.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { englishSampleResume, spanishSampleResume } from "../testing/language-samples.ts";
import { contactLine, hasIdentity, orderSections, toResumeView } from "./resume-view.ts";

describe("toResumeView", () => {
  it("formats the contacts, the headline and the periods", () => {
    const view = toResumeView(sampleResume);
    expect(view.contatos.map(contactLine)).toEqual([
      "E-mail: camila.ferreira@exemplo.com.br",
      "Telefone: (11) 98765-4321",
      "Localização: São Paulo - SP",
      "LinkedIn: linkedin.com/in/camila-ferreira-lima",
    ]);
    expect(view.headline).toBe("Coordenadora de Marketing Digital");
    expect(view.experiencias[0]?.periodo).toBe("ago/2021 - Atual");
    expect(view.formacoes.map((f) => [f.periodo, f.nivel])).toEqual([
      ["mar/2024 - Presente", "Em andamento"],
      ["fev/2007 - dez/2010", "Concluído"],
    ]);
  });

  it("is worded in the resume's language: labels, periods, statuses and the table the outputs title with", () => {
    const english = toResumeView(englishSampleResume);
    expect(english.language.htmlLang).toBe("en");
    expect(english.language.titles.experiencias).toBe("Work Experience");
    expect(english.contatos.map((c) => c.label)).toEqual(["Email", "Phone", "Location", "LinkedIn"]);
    expect(english.experiencias.map((e) => e.periodo)).toEqual(["Mar 2021 - Present", "May 2018 - Feb 2021"]);
    expect(english.formacoes.map((f) => [f.periodo, f.nivel])).toEqual([
      ["Sep 2024 - Present", "In progress"],
      ["Feb 2007 - Dec 2010", "Completed"],
    ]);

    const spanish = toResumeView(spanishSampleResume);
    expect(spanish.language.htmlLang).toBe("es");
    expect(spanish.language.titles.formacoes).toBe("Formación académica");
    expect(spanish.contatos.map((c) => c.label)).toEqual(["Correo", "Teléfono", "Ubicación", "LinkedIn"]);
    expect(spanish.experiencias.map((e) => e.periodo)).toEqual([
      "mar. 2021 - Actualidad",
      "may. 2018 - feb. 2021",
    ]);
    expect(spanish.formacoes.map((f) => [f.periodo, f.nivel])).toEqual([
      ["sept. 2024 - Actualidad", "En curso"],
      ["feb. 2007 - dic. 2010", "Finalizado"],
    ]);
    // The person's words are printed as written, never translated.
    expect(spanish.headline).toBe("Coordinadora de Marketing Digital");
  });

  it("prints a year alone as the year in the view and in the TXT built on it", () => {
    const [job] = sampleResume.experiencias;
    const course = sampleResume.formacoes[1];
    if (!job || !course) throw new Error("the sample has a job and two courses");
    const data = {
      ...sampleResume,
      experiencias: [{ ...job, dataInicio: "2019", dataFim: "2024-03", atual: false }],
      formacoes: [{ ...course, dataInicio: "2007", dataFim: "2010" }],
    };
    const view = toResumeView(data);
    expect(view.experiencias[0]?.periodo).toBe("2019 - mar/2024");
    expect(view.formacoes[0]?.periodo).toBe("2007 - 2010");
    expect(toPlainText(data)).toContain("2007 - 2010 · Concluído");
  });

  it("prints a Brazilian phone typed as digits the way people read it, in every output built on the view", () => {
    const phone = (telefone: string) =>
      toResumeView({ ...sampleResume, telefone }).contatos.find((c) => c.key === "telefone")?.value;
    expect(phone("11987654321")).toBe("(11) 98765-4321");
    expect(phone("+55 11 34567890")).toBe("+55 (11) 3456-7890");
    expect(phone("+1 415 555 0100")).toBe("+1 415 555 0100");
    expect(toPlainText({ ...sampleResume, telefone: "21998761234" })).toContain("(21) 99876-1234");
  });

  it("prints LinkedIn and site as readable addresses that are also links, and never a link to anything but the web", () => {
    const contacts = (linkedin: string, sitePortfolio: string) =>
      toResumeView({ ...sampleResume, linkedin, sitePortfolio })
        .contatos.filter((c) => c.key === "linkedin" || c.key === "site")
        .map(({ label, value, href }) => ({ label, value, href }));
    expect(contacts("https://www.linkedin.com/in/ana-souza/", "ana.dev/portfolio")).toEqual([
      {
        label: "LinkedIn",
        value: "linkedin.com/in/ana-souza",
        href: "https://www.linkedin.com/in/ana-souza/",
      },
      { label: "Site", value: "ana.dev/portfolio", href: "https://ana.dev/portfolio" },
    ]);
    expect(contacts("javascript:alert(1)", "ana@site.com")).toEqual([
      { label: "LinkedIn", value: "javascript:alert(1)", href: undefined },
      { label: "Site", value: "ana@site.com", href: undefined },
    ]);
    expect(contacts(" ", "")).toEqual([]);
    expect(toPlainText({ ...sampleResume, sitePortfolio: "http://ana.dev" })).toContain("Site: ana.dev");
  });

  it("uses the first job's role when no cargo is set, and shows only the filled half of the place", () => {
    const view = toResumeView({ ...sampleResume, cargo: " ", estado: "", email: " " });
    expect(view.headline).toBe(sampleResume.experiencias[0]?.cargo);
    expect(view.contatos.map((item) => [item.key, item.value])).toEqual([
      ["telefone", "(11) 98765-4321"],
      ["local", "São Paulo"],
      ["linkedin", "linkedin.com/in/camila-ferreira-lima"],
    ]);
  });

  it("keeps the summary's lines as paragraphs, trimmed, without blank ones", () => {
    const view = toResumeView({ ...emptyResumeData(), resumo: " Primeira \r\n\n  \nSegunda " });
    expect(view.resumo).toEqual(["Primeira", "Segunda"]);
  });

  it("drops blank entries and skills", () => {
    const view = toResumeView({
      ...emptyResumeData(),
      experiencias: [{ empresa: " ", cargo: "", dataInicio: "", dataFim: "", atual: false, descricao: "" }],
      formacoes: [{ instituicao: "", curso: "", dataInicio: "", dataFim: "", situacao: "concluido" }],
      hardSkills: [" ", "SQL "],
    });
    expect(view.experiencias).toEqual([]);
    expect(view.formacoes).toEqual([]);
    expect(view.hardSkills).toEqual(["SQL"]);
    expect(view.contatos).toEqual([]);
    expect(hasIdentity(view)).toBe(false);
  });
});

describe("toResumeView with a style", () => {
  const styled = (estilo: ResumeData["estilo"]) => toResumeView({ ...sampleResume, estilo });

  it("leaves the template's order when none was chosen", () => {
    expect(toResumeView(sampleResume).ordemSecoes).toBeUndefined();
    expect(orderSections(toResumeView(sampleResume), ["resumo", "formacoes", "experiencias"])).toEqual([
      "resumo",
      "formacoes",
      "experiencias",
    ]);
  });

  it("puts a column's sections in the chosen order", () => {
    const view = styled({ ordemSecoes: ["softSkills", "experiencias", "hardSkills", "formacoes", "resumo"] });
    expect(orderSections(view)).toEqual(["softSkills", "experiencias", "hardSkills", "formacoes", "resumo"]);
    expect(orderSections(view, ["resumo", "experiencias", "formacoes"])).toEqual([
      "experiencias",
      "formacoes",
      "resumo",
    ]);
  });

  it("empties hidden sections, so no output prints them", () => {
    const view = styled({ secoesOcultas: ["resumo", "softSkills"] });
    expect(view.resumo).toEqual([]);
    expect(view.softSkills).toEqual([]);
    expect(view.hardSkills.length).toBeGreaterThan(0);
    const text = toPlainText({ ...sampleResume, estilo: { secoesOcultas: ["resumo", "softSkills"] } });
    expect(text).not.toContain("RESUMO PROFISSIONAL");
    expect(text).not.toContain("COMPETÊNCIAS COMPORTAMENTAIS");
    expect(text).toContain("EXPERIÊNCIA PROFISSIONAL");
  });

  it("orders the plain text as chosen", () => {
    const text = toPlainText({
      ...sampleResume,
      estilo: { ordemSecoes: ["formacoes", "hardSkills", "experiencias", "resumo", "softSkills"] },
    });
    const at = (title: string) => text.indexOf(`\n${title}\n`);
    expect(at("FORMAÇÃO ACADÊMICA")).toBeLessThan(at("HABILIDADES TÉCNICAS"));
    expect(at("HABILIDADES TÉCNICAS")).toBeLessThan(at("EXPERIÊNCIA PROFISSIONAL"));
    expect(at("EXPERIÊNCIA PROFISSIONAL")).toBeLessThan(at("RESUMO PROFISSIONAL"));
  });
});
