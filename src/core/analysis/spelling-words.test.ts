import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { maximalResume } from "../testing/maximal-resume.ts";
import { accentedInContext } from "./accent-traps.ts";
import { spellingTexts } from "./spelling-words.ts";

const job = { empresa: "", cargo: "", dataInicio: "2020-01", dataFim: "", atual: true, descricao: "" };
const course = {
  instituicao: "",
  curso: "",
  dataInicio: "2015-01",
  dataFim: "2018-12",
  situacao: "concluido" as const,
};

/** The words checked in a summary written as `resumo`, the rest of the resume as given. */
const summaryWords = (resumo: string, rest: Partial<ResumeData> = {}) =>
  spellingTexts({ ...emptyResumeData(), ...rest, resumo }).flatMap((text) =>
    text.place.area === "resumo" ? text.words.map((word) => word.text) : [],
  );

describe("spellingTexts", () => {
  it("takes the wanted role, the summary, each job's role and description and each course, in resume order", () => {
    const data: ResumeData = {
      ...emptyResumeData(),
      nome: "Ana Souza",
      cargo: "Vendedora",
      resumo: "Gosto de vender.",
      experiencias: [{ ...job, cargo: "Caixa", descricao: "Atendi clientes." }],
      formacoes: [{ ...course, curso: "Técnico em Logística" }],
      hardSkills: ["Excel"],
    };
    expect(
      spellingTexts(data).map(({ place, step, words }) => [place, step, words.map((word) => word.text)]),
    ).toEqual([
      [{ area: "cargo" }, "resumo", ["Vendedora"]],
      [{ area: "resumo" }, "resumo", ["Gosto", "vender"]],
      [{ area: "experiencia", index: 0, field: "cargo" }, "experiencia", ["Caixa"]],
      [{ area: "experiencia", index: 0, field: "descricao" }, "experiencia", ["Atendi", "clientes"]],
      [{ area: "formacao", index: 0, field: "curso" }, "formacao", ["Técnico", "Logística"]],
    ]);
  });

  it("keeps accented words whole, however the accents were typed", () => {
    expect(summaryWords("Gestão de ação e experiência")).toEqual(["Gestão", "ação", "experiência"]);
    expect(summaryWords("Gestão de ação".normalize("NFD"))).toEqual(["Gestão", "ação"]);
  });

  it("takes a capitalised word at the start of a sentence or a line, and leaves one in the middle for a name", () => {
    const words = spellingTexts({
      ...emptyResumeData(),
      resumo:
        "Gerenciei a loja da Renner. Depois, abri vendas com Magalu:\n- Reduzi custos; Aumentei margens!",
    })[0]?.words;
    expect(words?.map((word) => [word.text, word.mayBeName])).toEqual([
      ["Gerenciei", true],
      ["loja", false],
      ["Depois", true],
      ["abri", false],
      ["vendas", false],
      ["com", false],
      ["Reduzi", true],
      ["custos", false],
      ["Aumentei", true],
      ["margens", false],
    ]);
  });

  it("takes every capitalised word of a title, where title case is the norm", () => {
    const data = { ...emptyResumeData(), cargo: "Assistente Adminstrativo" };
    expect(spellingTexts(data)[0]?.words.map((word) => [word.text, word.mayBeName])).toEqual([
      ["Assistente", true],
      ["Adminstrativo", true],
    ]);
  });

  it("leaves out the person's name, company and school names wherever they are written", () => {
    const data: Partial<ResumeData> = {
      nome: "Jéssyka Thayná",
      experiencias: [{ ...job, empresa: "Padaria Pãozinho Quentin" }],
      formacoes: [{ ...course, instituicao: "Colégio Anglo Saxônico" }],
    };
    expect(summaryWords("Jéssyka trabalhou na padaria quentin e estudou no anglo", data)).toEqual([
      "trabalhou",
      "estudou",
    ]);
  });

  it("leaves out acronyms, words with capitals inside, numbers, words with digits and short words", () => {
    expect(
      summaryWords(
        "Uso SQL, KPIs e CRM no RH; atendi 120 clientes via WhatsApp e iPhone em 2020 com B2B e 3x mais",
      ),
    ).toEqual(["Uso", "atendi", "clientes", "via", "com", "mais"]);
  });

  it("leaves out addresses: e-mails, links and bare sites", () => {
    expect(
      summaryWords(
        "Portfólio em https://ana.dev/projetos, www.anasouza.com.br e behance.net/ana; escreva para ana@exemplo.com.br.",
      ),
    ).toEqual(["Portfólio", "escreva", "para"]);
  });

  it("leaves out the person's skills, one word or several, however their case and accents are written", () => {
    const rest = {
      hardSkills: ["Power BI", "Excel Avançado", "Gestao de Estoque"],
      softSkills: ["Comunicação"],
    };
    expect(
      summaryWords("Uso power bi e excel avançado na gestão de estoque; comunicacao clara; excel puro", rest),
    ).toEqual(["Uso", "clara", "excel", "puro"]);
  });

  it("leaves out the common English words of the trade, their plurals and phrases, but not the rest of English", () => {
    expect(
      summaryWords(
        "Fiz o deploy dos dashboards e dei feedback no e-commerce em home office; um office bonito",
      ),
    ).toEqual(["Fiz", "dos", "dei", "office", "bonito"]);
  });

  it("checks the parts of a hyphenated word that are worth it, and the whole word first", () => {
    const words = spellingTexts({
      ...emptyResumeData(),
      resumo: "Dediquei-me a horas-aula de pós-venda e ao e-commerce, sem check-in.",
    })[0]?.words;
    expect(words?.map((word) => [word.text, word.parts])).toEqual([
      ["Dediquei-me", ["Dediquei"]],
      ["horas-aula", ["horas", "aula"]],
      ["pós-venda", ["pós", "venda"]],
      ["sem", ["sem"]],
    ]);
  });

  it("marks a word the dictionary takes as a verb but a resume means with its accent", () => {
    const words = spellingTexts({
      ...emptyResumeData(),
      resumo: "Experiencia em vendas. Cuido do numero de pedidos e numero as caixas.",
    })[0]?.words;
    expect(words?.filter((word) => word.accented).map((word) => [word.text, word.accented])).toEqual([
      ["Experiencia", "experiência"],
      ["numero", "número"],
    ]);
  });

  it("finds in the sample resume only words, each from its own field", () => {
    const texts = spellingTexts(sampleResume);
    const all = texts.flatMap((text) => text.words.map((word) => word.text));
    expect(all).toContain("Reestruturei");
    expect(all).not.toContain("Google");
    expect(all).not.toContain("Camila");
    expect(all).not.toContain("SEO");
    expect(all).not.toContain("e-commerce");
  });

  it("reads a resume at every cap, each word from the text it is in", () => {
    fc.assert(
      fc.property(maximalResume, (data) => {
        for (const text of spellingTexts(data)) {
          for (const word of text.words) {
            expect(word.parts.length).toBeGreaterThan(0);
            expect(word.text.length).toBeGreaterThanOrEqual(3);
          }
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe("accentedInContext", () => {
  it("points out a noun the resume means wherever it is, and one only a verb could be after an article", () => {
    expect(accentedInContext("experiencia", null)).toBe("experiência");
    expect(accentedInContext("Experiencias", "das")).toBe("experiências");
    expect(accentedInContext("publico", "o")).toBe("público");
    expect(accentedInContext("publico", "Eu")).toBeNull();
    expect(accentedInContext("publico", null)).toBeNull();
    expect(accentedInContext("analise", "Na")).toBe("análise");
    expect(accentedInContext("vendas", "as")).toBeNull();
  });
});
