import { describe, expect, it } from "vitest";
import type { ExtractedResume } from "../import/extracted-resume.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { resumeLanguage } from "../view/languages/languages.ts";
import { compareReading, type PrintedReading } from "./ats-reading.ts";

/** What a faithful reader gives back of a resume: every field as written. */
function faithful(data: ResumeData): ExtractedResume {
  const nullable = (text: string) => text || null;
  return {
    nome: data.nome,
    email: data.email,
    telefone: data.telefone,
    cidade: data.cidade,
    estado: data.estado,
    linkedin: nullable(data.linkedin),
    sitePortfolio: nullable(data.sitePortfolio),
    cargo: data.cargo,
    resumo: data.resumo,
    experiencias: data.experiencias.map((job) => ({
      ...job,
      dataInicio: nullable(job.dataInicio),
      dataFim: nullable(job.dataFim),
    })),
    formacoes: data.formacoes.map((course) => ({
      ...course,
      dataInicio: nullable(course.dataInicio),
      dataFim: nullable(course.dataFim),
    })),
    hardSkills: [...data.hardSkills],
    softSkills: [...data.softSkills],
    revisar: [],
  };
}

const ALL_SECTIONS = ["resumo", "experiencias", "formacoes", "hardSkills", "softSkills"] as const;
const titles = ALL_SECTIONS.map((key) => resumeLanguage("pt").titles[key].toLocaleUpperCase("pt-BR")).join(
  "\n",
);

function reading(
  change: Partial<PrintedReading> = {},
  extracted: Partial<ExtractedResume> = {},
): PrintedReading {
  return {
    templateId: "criativo",
    extracted: { ...faithful(sampleResume), ...extracted },
    text: `${sampleResume.nome}\n${titles}`,
    sections: ALL_SECTIONS,
    ...change,
  };
}

const check = (change?: Partial<PrintedReading>, extracted?: Partial<ExtractedResume>, data = sampleResume) =>
  compareReading(data, reading(change, extracted));
const ids = (...args: Parameters<typeof check>) =>
  check(...args).map((finding) => `${finding.severity} ${finding.id} ${finding.step}`);

const jobs = sampleResume.experiencias;
const courses = sampleResume.formacoes;

describe("compareReading", () => {
  it("finds nothing when everything printed comes back", () => {
    expect(check()).toEqual([]);
  });

  it("accepts what printing and reading legitimately change: capitals, spaces, separators, links", () => {
    const extracted = {
      nome: "CAMILA  FERREIRA LIMA",
      cargo: "COORDENADORA DE MARKETING\nDIGITAL",
      telefone: "11 98765 4321",
      cidade: "São Paulo, SP",
      estado: null,
      linkedin: "https://www.linkedin.com/in/camila-ferreira-lima/",
      experiencias: faithful(sampleResume).experiencias.map((job) => ({
        ...job,
        empresa: job.empresa.toLocaleUpperCase("pt-BR"),
      })),
    };
    expect(check({}, extracted)).toEqual([]);
  });

  it("calls a lost name, e-mail or phone an error, at the personal data step, naming the template", () => {
    const findings = check({}, { nome: null, email: null, telefone: "98765-4321" });
    expect(findings.map((finding) => `${finding.severity} ${finding.id} ${finding.step}`)).toEqual([
      "erro ats.nome dados",
      "erro ats.email dados",
      "erro ats.telefone dados",
    ]);
    expect(findings[1]?.message).toBe(
      "Sistemas de seleção leem o texto do PDF: no modelo Criativo, o e-mail “camila.ferreira@exemplo.com.br” não foi lido. Sem ele, a empresa não consegue chamar você; experimente outro modelo.",
    );
    expect(findings[2]?.message).toContain("o telefone “(11) 98765-4321” saiu como “98765-4321”");
  });

  it("warns about a lost city, LinkedIn or headline", () => {
    expect(ids({}, { cidade: "São", estado: null, linkedin: null, cargo: "Coordenadora" })).toEqual([
      "aviso ats.local dados",
      "aviso ats.linkedin dados",
      "aviso ats.cargo resumo",
    ]);
  });

  it("asks for the state or the city when a place printed without one of them is not read", () => {
    const lost = { cidade: null, estado: null };
    const [city] = check({}, lost, { ...sampleResume, cidade: "Curitiba", estado: "" });
    expect(city?.message).toBe(
      "Sistemas de seleção leem o texto do PDF: no modelo Criativo, a cidade “Curitiba” não foi lida. Acrescente a sigla do estado, como “Campinas, SP”: sem ela, o sistema não reconhece a cidade.",
    );
    const [state] = check({}, lost, { ...sampleResume, cidade: "", estado: "MG" });
    expect(state?.message).toContain("o estado “MG” não foi lido. Preencha também a cidade");
    expect(check({}, lost, { ...sampleResume, cidade: "Recife/PE", estado: "" })[0]?.message).toContain(
      "Experimente outro modelo",
    );
  });

  it("is strict on the words themselves: a lost accent or a letter is a garble", () => {
    const experiencias = faithful(sampleResume).experiencias.map((job, index) =>
      index === 1 ? { ...job, empresa: "Grupo Ipe Varejo" } : job,
    );
    const [finding] = check({}, { experiencias });
    expect(finding).toEqual({
      id: "ats.experiencia.2.empresa",
      severity: "aviso",
      step: "experiencia",
      message:
        "Sistemas de seleção leem o texto do PDF: no modelo Criativo, a empresa “Grupo Ipê Varejo” da experiência 2 saiu como “Grupo Ipe Varejo”. Experimente outro modelo ou encurte o texto.",
    });
  });

  it("reports a role read into another field, and a job's period read wrong", () => {
    const experiencias = faithful(sampleResume).experiencias.map((job, index) =>
      index === 0 ? { ...job, cargo: "", dataInicio: "2021" } : job,
    );
    const findings = check({}, { experiencias });
    expect(findings.map((finding) => finding.id)).toEqual([
      "ats.experiencia.1.cargo",
      "ats.experiencia.1.periodo",
    ]);
    expect(findings[0]?.message).toContain(
      "o cargo “Coordenadora de Marketing Digital” da experiência 1 não foi lido",
    );
    expect(findings[1]?.message).toContain(
      "o período “ago/2021 - Atual” da experiência 1 saiu como “2021 - Atual”",
    );
  });

  it("reports a job that did not come back at all once, and still compares the jobs after it", () => {
    const [first, , third] = faithful(sampleResume).experiencias;
    const experiencias = [first, third].filter((job) => job !== undefined);
    const findings = check({}, { experiencias });
    expect(findings.map((finding) => finding.id)).toEqual(["ats.experiencia.2.nao-lida"]);
    expect(findings[0]?.message).toContain(
      "no modelo Criativo, a experiência 2 (Analista de Marketing Digital Sênior no Grupo Ipê Varejo) não foi lida.",
    );
  });

  it("says that dates are what a reader finds a job by, when a job printed without them did not come back", () => {
    const data: ResumeData = {
      ...sampleResume,
      experiencias: jobs.map((job, index) => (index === 1 ? { ...job, dataInicio: "", dataFim: "" } : job)),
    };
    const experiencias = faithful(sampleResume).experiencias.filter((_, index) => index !== 1);
    const findings = check({}, { experiencias }, data);
    expect(findings.map((finding) => finding.id)).toEqual(["ats.experiencia.2.nao-lida"]);
    expect(findings[0]?.message).toMatch(
      /não foi lida: sem as datas, o sistema não reconhece onde ela começa\. Preencha o mês e o ano de início\.$/,
    );
  });

  it("compares each course, its institution and its period", () => {
    const formacoes = faithful(sampleResume).formacoes.map((course, index) =>
      index === 1 ? { ...course, instituicao: "", situacao: "em_andamento" as const } : course,
    );
    expect(ids({}, { formacoes })).toEqual([
      "aviso ats.formacao.2.instituicao formacao",
      "aviso ats.formacao.2.periodo formacao",
    ]);
    expect(courses[1]?.instituicao).toBe("Universidade Vale do Tietê");
  });

  it("takes a lone date read as the end of a finished course for the same period", () => {
    const lone = { instituicao: "SENAI", curso: "Técnico em Logística", dataInicio: "2005-02", dataFim: "" };
    const data: ResumeData = { ...sampleResume, formacoes: [{ ...lone, situacao: "concluido" }] };
    const readAs = (dataInicio: string | null, dataFim: string | null) =>
      ids({}, { formacoes: [{ ...lone, dataInicio, dataFim, situacao: "concluido" }] }, data);
    expect(readAs(null, "2005-02")).toEqual([]);
    expect(readAs(null, "2005-03")).toEqual(["aviso ats.formacao.1.periodo formacao"]);
  });

  it("lists every skill that did not come back in one finding, in either list", () => {
    const hardSkills = sampleResume.hardSkills.filter(
      (skill) => !["SEO", "SQL", "Testes A/B"].includes(skill),
    );
    const softSkills = [...sampleResume.softSkills, "SEO"].map((skill) => skill.toLocaleUpperCase("pt-BR"));
    const findings = check({}, { hardSkills: [...hardSkills, "Testes A", "B"], softSkills });
    expect(findings.map((finding) => `${finding.id} ${finding.step}`)).toEqual([
      "ats.habilidades habilidades",
    ]);
    expect(findings[0]?.message).toContain("as habilidades “Testes A/B” e “SQL” não foram lidas");
  });

  it("finds a section title missing from the text", () => {
    const text = titles.replace("FORMAÇÃO ACADÊMICA", "FORMAÇÃOACADÊMICA");
    const findings = check({ text });
    expect(findings.map((finding) => `${finding.id} ${finding.step}`)).toEqual([
      "ats.titulo.formacao modelo",
    ]);
    expect(findings[0]?.message).toBe(
      "Sistemas de seleção leem o texto do PDF: no modelo Criativo, o título “Formação Acadêmica” não foi lido, e sem ele o sistema pode não achar essa parte do currículo. Experimente outro modelo.",
    );
  });

  it("finds letter-spaced words, once for a title that came out so", () => {
    const text = titles.replace("RESUMO PROFISSIONAL", "R E S U M O   P R O F I S S I O N A L");
    const findings = check({ text });
    expect(findings.map((finding) => `${finding.id} ${finding.step}`)).toEqual([
      "ats.letras-espacadas modelo",
    ]);
    expect(findings[0]?.message).toBe(
      "Sistemas de seleção leem o texto do PDF: no modelo Criativo, “R E S U M O” e “P R O F I S S I O N A L” saíram com as letras separadas por espaços, e o sistema não reconhece as palavras. Experimente outro modelo.",
    );
    const one = check({
      text: `${titles}
L O C A L I Z A Ç Ã O`,
    });
    expect(one.map((finding) => `${finding.id} ${finding.step}`)).toEqual(["ats.letras-espacadas modelo"]);
    expect(one[0]?.message).toContain("“L O C A L I Z A Ç Ã O” saiu com as letras separadas por espaços");
  });

  it("only asks for the titles the template printed, and leaves letters the person spaced out", () => {
    const data = { ...sampleResume, hardSkills: [...sampleResume.hardSkills, "Inglês A B C D"] };
    const text = `${titles.replace("FORMAÇÃO ACADÊMICA", "")}\nInglês A B C D`;
    const extracted = { hardSkills: data.hardSkills };
    expect(
      check({ text, sections: ["resumo", "experiencias", "hardSkills", "softSkills"] }, extracted, data),
    ).toEqual([]);
  });

  it("accepts a phone printed with a note when its number comes back whole", () => {
    const data = { ...sampleResume, telefone: "(11) 98765-4321 ramal 20" };
    expect(check({}, { telefone: "(11) 98765-4321" }, data)).toEqual([]);
    expect(ids({}, { telefone: "98765-4321" }, data)).toEqual(["erro ats.telefone dados"]);
  });

  it("compares nothing the template does not print: blank fields and cards barely started", () => {
    const data: ResumeData = {
      ...sampleResume,
      linkedin: "",
      cargo: "",
      experiencias: [
        ...jobs,
        { empresa: "", cargo: "", dataInicio: "", dataFim: "", atual: false, descricao: "" },
      ],
    };
    expect(
      check({}, { linkedin: null, cargo: null, experiencias: faithful(sampleResume).experiencias }, data),
    ).toEqual([]);
  });
});
