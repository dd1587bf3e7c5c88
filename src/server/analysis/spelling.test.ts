import { beforeAll, describe, expect, it } from "vitest";
import { accentTrapPairs } from "#core/analysis/accent-traps.ts";
import { exampleResumeData } from "#core/examples/example-resume-data.ts";
import { EXAMPLE_FIELDS } from "#core/examples/resume-examples.ts";
import type { Experience } from "#core/resume/experience.ts";
import { emptyResumeData, type ResumeData } from "#core/resume/resume-data.ts";
import { longSampleResume, sampleResume } from "#core/sample-resume.ts";
import { englishSampleResume, spanishSampleResume } from "#core/testing/language-samples.ts";
import { parseAffixDictionary } from "./affix-dictionary.ts";
import { EXTRA_WORDS, loadSpellChecker } from "./spell-checker.ts";
import { checkSpelling, SPELLING_FINDINGS_MAX } from "./spelling.ts";

const job: Experience = {
  empresa: "Loja Azul",
  cargo: "Vendedor",
  dataInicio: "2020-01",
  dataFim: "",
  atual: true,
  descricao: "",
};
const withSummary = (resumo: string, rest: Partial<ResumeData> = {}) => ({
  ...emptyResumeData(),
  ...rest,
  resumo,
});
const messages = async (data: ResumeData) => (await checkSpelling(data)).map((finding) => finding.message);

// The dictionary is read once, as the server reads it on its first analysis.
beforeAll(() => loadSpellChecker().then(() => undefined), 120_000);

describe("checkSpelling", () => {
  it("finds nothing in the sample resumes nor in the resume examples", async () => {
    expect(await checkSpelling(sampleResume)).toEqual([]);
    expect(await checkSpelling(longSampleResume)).toEqual([]);
    for (const field of EXAMPLE_FIELDS) {
      for (const example of field.examples) {
        const data = { ...exampleResumeData(example), nome: example.person };
        expect(await messages(data), example.id).toEqual([]);
      }
    }
  });

  it("leaves a resume written in English or Spanish alone: the dictionary is Portuguese", async () => {
    expect(await checkSpelling(englishSampleResume)).toEqual([]);
    expect(await checkSpelling(spanishSampleResume)).toEqual([]);
    // The same words in a resume printed in Portuguese are checked.
    expect(await checkSpelling({ ...spanishSampleResume, idioma: "pt" })).not.toEqual([]);
  });

  it("points out the typical mistakes with what the checker suggests", async () => {
    const data = withSummary(
      "Tenho experiencia em vendas, fui responsavel pelo gerenciamneto da loja e pelo atendimeto ao cliente. " +
        "Faço a analize dos resultados.",
    );
    expect(await messages(data)).toEqual([
      "Confira a grafia de “experiencia” no resumo profissional: o corretor sugere “experiência”.",
      "Confira a grafia de “responsavel” no resumo profissional: o corretor sugere “responsável”.",
      "Confira a grafia de “gerenciamneto” no resumo profissional: o corretor sugere “gerenciamento”.",
      "Confira a grafia de “atendimeto” no resumo profissional: o corretor sugere “atendimento”.",
      "Confira a grafia de “analize” no resumo profissional: o corretor sugere “análise” ou “analise”.",
    ]);
  });

  it("gives each finding a stable id by place and word, a warning at the step that fixes it", async () => {
    const data: ResumeData = {
      ...withSummary("Muita experiencia."),
      cargo: "Assistente Adminstrativo",
      experiencias: [job, { ...job, descricao: "Fiz o controle de estoque e o atendimeto." }],
      formacoes: [
        {
          instituicao: "Senac",
          curso: "Tecnico em Logística",
          dataInicio: "2015-01",
          dataFim: "2016-12",
          situacao: "concluido",
        },
      ],
    };
    const findings = await checkSpelling(data);
    expect(findings.map(({ id, severity, step }) => [id, severity, step])).toEqual([
      ["cargo.ortografia.adminstrativo", "aviso", "resumo"],
      ["resumo.ortografia.experiencia", "aviso", "resumo"],
      ["experiencia.2.ortografia.atendimeto", "aviso", "experiencia"],
      ["formacao.1.ortografia.tecnico", "aviso", "formacao"],
    ]);
    expect(findings.map((finding) => finding.message)).toEqual([
      "Confira a grafia de “Adminstrativo” no cargo desejado: o corretor sugere “Administrativo”.",
      "Confira a grafia de “experiencia” no resumo profissional: o corretor sugere “experiência”.",
      "Confira a grafia de “atendimeto” na descrição da Experiência 2 (Vendedor na Loja Azul): o corretor sugere “atendimento”.",
      "Confira a grafia de “Tecnico” no curso da Formação 1 (Tecnico em Logística): o corretor sugere “Técnico”.",
    ]);
    expect(await checkSpelling(data)).toEqual(findings);
  });

  it("names a repeated word once per place, with how many times it is there", async () => {
    const data: ResumeData = {
      ...emptyResumeData(),
      experiencias: [
        {
          ...job,
          cargo: "Vendedor Responsavel",
          descricao: "Responsavel pelo caixa e responsavel pela vitrine.",
        },
        { ...job, descricao: "Responsavel pelo estoque." },
      ],
    };
    expect((await checkSpelling(data)).map(({ id, message }) => [id, message])).toEqual([
      [
        "experiencia.1.ortografia.responsavel",
        "Confira a grafia de “Responsavel” (3 vezes) na Experiência 1 (Vendedor Responsavel na Loja Azul): o corretor sugere “Responsável”.",
      ],
      [
        "experiencia.2.ortografia.responsavel",
        "Confira a grafia de “Responsavel” na descrição da Experiência 2 (Vendedor na Loja Azul): o corretor sugere “Responsável”.",
      ],
    ]);
  });

  it("counts only the misspelt occurrences of a word, not the ones written right", async () => {
    expect(await messages(withSummary("Tenho experiência e experiencia. A experiência conta."))).toEqual([
      "Confira a grafia de “experiencia” no resumo profissional: o corretor sugere “experiência”.",
    ]);
  });

  it("takes words with an apostrophe, straight or curly, and hyphenated ones with a pronoun", async () => {
    expect(
      await messages(withSummary("Cuidei da caixa-d'água e da caixa-d’água; dediquei-me a mantê-la.")),
    ).toEqual([]);
  });

  it("checks a capitalised word in lower case too, and takes an unknown one like no word for a name", async () => {
    expect(await messages(withSummary("Gerenciei a equipe. Organizei o estoque."))).toEqual([]);
    expect(await messages(withSummary("Zarkon Tecnologia me contratou. Gerenciamneto de equipes."))).toEqual([
      "Confira a grafia de “Gerenciamneto” no resumo profissional: o corretor sugere “Gerenciamento”.",
    ]);
  });

  it("says so plainly when it has no suggestion", async () => {
    expect(await messages(withSummary("Trabalho com xptoqwz."))).toEqual([
      "Confira a grafia de “xptoqwz” no resumo profissional: a palavra não está no dicionário e o corretor não tem sugestão; se ela estiver escrita como você quer, pode manter.",
    ]);
  });

  it("leaves names, companies, acronyms, skills, addresses and English words of the trade alone", async () => {
    const data: ResumeData = {
      ...withSummary(
        "Thayná Kézia atua na Jhonnys Distribuidora com SQL, CLT e KPIs; usa Pipefy e dashboards em home office. " +
          "Contato: thayna@exemplo.com.br, linkedin.com/in/thayna-kezia.",
        { nome: "Thayná Kézia", hardSkills: ["Pipefy avançado"] },
      ),
      experiencias: [{ ...job, empresa: "Jhonnys Distribuidora", descricao: "Na jhonnys, pipefy avançado." }],
    };
    expect(await messages(data)).toEqual([]);
  });

  it("handles accents: the word with its accent is right, without it is pointed out", async () => {
    expect(await messages(withSummary("Gestão de operações, logística e negociações."))).toEqual([]);
    expect(await messages(withSummary("Gestao de operacoes e negociacoes."))).toEqual([
      "Confira a grafia de “Gestao” no resumo profissional: o corretor sugere “Gestão”.",
      "Confira a grafia de “operacoes” no resumo profissional: o corretor sugere “operações”.",
      "Confira a grafia de “negociacoes” no resumo profissional: o corretor sugere “negociações”.",
    ]);
  });

  it(`lists at most ${SPELLING_FINDINGS_MAX} findings, the last one counting the words left`, async () => {
    const letter = (n: number) => String.fromCharCode(97 + n);
    const typos = Array.from(
      { length: 30 },
      (_, i) => `atendimeto${letter(i % 26)}${letter(Math.floor(i / 26))}`,
    );
    const findings = await checkSpelling(withSummary(typos.join(" ")));
    expect(findings).toHaveLength(SPELLING_FINDINGS_MAX);
    expect(findings.at(-1)).toEqual({
      id: "ortografia.mais-palavras",
      severity: "aviso",
      message:
        "O corretor encontrou mais 16 palavras com a grafia a conferir além das apontadas aqui; corrija estas e analise de novo para ver as outras.",
      step: "resumo",
    });
  });
});

describe("the word lists kept beside the dictionary", () => {
  const raw = async () => {
    const { default: files } = await import("dictionary-pt");
    const text = new TextDecoder();
    return parseAffixDictionary(text.decode(files.aff), text.decode(files.dic));
  };

  it("adds only words the dictionary lacks, each after a word it has", async () => {
    const dict = await raw();
    for (const [word, like] of EXTRA_WORDS) {
      expect(dict.isWord(word), word).toBe(false);
      expect(dict.isWord(like), like).toBe(true);
    }
  }, 60_000);

  it("points out unaccented words the dictionary takes as verbs, whose accented forms it knows", async () => {
    const dict = await raw();
    for (const [plain, accented] of accentTrapPairs()) {
      expect(dict.isWord(accented), accented).toBe(true);
      if (!plain.endsWith("s")) expect(dict.isWord(plain), plain).toBe(true);
    }
  }, 60_000);
});
