import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { RESUME_LANGUAGE_IDS } from "#core/view/languages/languages.ts";
import { memoryStorage } from "#web/lib/testing/memory-storage.ts";
import {
  emptyDraft,
  hasDraftKeys,
  isDraftEmpty,
  loadDraft,
  saveDraft,
  type WizardDraft,
} from "./draft-storage.ts";

const ana: WizardDraft = {
  data: {
    nome: "Ana Souza",
    email: "ana@exemplo.com.br",
    telefone: "(11) 98888-7777",
    cidade: "São Paulo",
    estado: "SP",
    linkedin: "linkedin.com/in/ana",
    sitePortfolio: "",
    cargo: "Analista de Dados",
    resumo: "Analista com 3 anos de experiência.",
    experiencias: [
      {
        empresa: "Loja Azul",
        cargo: "Assistente",
        dataInicio: "2021-02",
        dataFim: "",
        atual: true,
        descricao: "Atendimento e caixa.",
      },
    ],
    formacoes: [
      {
        instituicao: "USP",
        curso: "Estatística",
        dataInicio: "2019-03",
        dataFim: "",
        situacao: "em_andamento",
      },
    ],
    hardSkills: ["Excel", "SQL"],
    softSkills: ["Comunicação"],
    templateId: "classico",
    idioma: "en",
    estilo: { corDestaque: "vinho", secoesOcultas: ["softSkills"] },
    foto: "",
  },
  templateSelecionado: "classico",
  resumoManual: true,
  revisao: null,
};

describe("draft storage mapping", () => {
  it("writes the spec's key layout", () => {
    const storage = memoryStorage();
    saveDraft(ana, storage);
    const json = (key: string) => JSON.parse(storage.map.get(key) ?? "null");
    expect(json("informacoesPessoais")).toEqual({
      nomeCompleto: "Ana Souza",
      email: "ana@exemplo.com.br",
      telefone: "(11) 98888-7777",
      cidade: "São Paulo",
      estado: "SP",
      cidadeEstado: "São Paulo, SP",
      linkedin: "linkedin.com/in/ana",
      sitePortfolio: "",
    });
    expect(json("resumoProfissional")).toMatchObject({ cargo: "Analista de Dados", resumo: ana.data.resumo });
    expect(storage.map.get("cargoProfissional")).toBe("Analista de Dados");
    expect(storage.map.get("resumoProfissionalText")).toBe(ana.data.resumo);
    expect(json("experienciasProfissionais")).toEqual(ana.data.experiencias);
    expect(json("formacoesAcademicas")).toEqual(ana.data.formacoes);
    expect(json("habilidades")).toEqual({ hardSkills: ["Excel", "SQL"], softSkills: ["Comunicação"] });
    expect(storage.map.get("templateSelecionado")).toBe("classico");
    expect(storage.map.get("idiomaCurriculo")).toBe("en");
    expect(storage.map.get("nome")).toBe("Ana Souza");
    expect(storage.map.get("cidade")).toBe("São Paulo");
    expect(storage.map.get("estado")).toBe("SP");
  });

  it("keeps an import's review marks and notice with the draft, and removes them once gone", () => {
    const storage = memoryStorage();
    const revisao = {
      campos: ["experiencias.0.dataInicio"],
      aviso: { contato: true, experiencias: 1, formacoes: 1, habilidades: 3, campos: 1 },
    };
    saveDraft({ ...ana, revisao }, storage);
    expect(loadDraft(storage).revisao).toEqual(revisao);
    saveDraft(ana, storage);
    expect(storage.map.has("revisaoImportacao")).toBe(false);
    expect(loadDraft(storage).revisao).toBeNull();
  });

  it("reads back exactly what it wrote", () => {
    const storage = memoryStorage();
    saveDraft(ana, storage);
    expect(loadDraft(storage)).toEqual(ana);
  });

  it("an empty storage gives an empty draft", () => {
    const storage = memoryStorage();
    expect(loadDraft(storage)).toEqual(emptyDraft());
    expect(hasDraftKeys(storage)).toBe(false);
    expect(isDraftEmpty(loadDraft(storage))).toBe(true);
  });

  it("reads the older shapes: nome, combined cidadeEstado, summary as text", () => {
    const storage = memoryStorage({
      informacoesPessoais: {
        nome: "João Lima",
        email: "j@l.com",
        telefone: "81 99999-0000",
        cidadeEstado: "Recife, PE, Brasil",
      },
      resumoProfissional: "Técnico em eletrônica com foco em manutenção.",
      templateSelecionado: "modern",
    });
    const draft = loadDraft(storage);
    expect(draft.data).toMatchObject({
      nome: "João Lima",
      cidade: "Recife",
      estado: "PE, Brasil",
      resumo: "Técnico em eletrônica com foco em manutenção.",
      templateId: "moderno",
    });
    expect(draft.templateSelecionado).toBe("moderno");
  });

  it("reads a JSON-encoded summary string and plain keys when the object is missing", () => {
    const storage = memoryStorage({
      resumoProfissional: JSON.stringify("Resumo em JSON"),
      nome: "Maria",
      email: "m@x.com",
      cidade: "Natal",
      estado: "RN",
      cargoProfissional: '"Vendedora"',
    });
    expect(loadDraft(storage).data).toMatchObject({
      resumo: "Resumo em JSON",
      nome: "Maria",
      cidade: "Natal",
      estado: "RN",
      cargo: "Vendedora",
    });
  });

  it("uses the first experience's role as headline only when no job title was ever stored", () => {
    const experiencias = [{ empresa: "X", cargo: "Caixa", dataInicio: "2020-01", descricao: "" }];
    expect(loadDraft(memoryStorage({ experienciasProfissionais: experiencias })).data.cargo).toBe("Caixa");
    // The person cleared the field on purpose: keep it empty.
    const cleared = memoryStorage({ experienciasProfissionais: experiencias, cargoProfissional: "" });
    expect(loadDraft(cleared).data.cargo).toBe("");
    const inObject = memoryStorage({
      experienciasProfissionais: experiencias,
      resumoProfissional: { cargo: "Gerente", resumo: "" },
    });
    expect(loadDraft(inObject).data.cargo).toBe("Gerente");
  });

  it("keeps half-typed entries and normalises flags", () => {
    const storage = memoryStorage({
      experienciasProfissionais: [
        { empresa: "Padaria" },
        { cargo: "Chefe", atual: true, dataFim: "2024-01" },
        7,
      ],
      formacoesAcademicas: [
        { curso: "ADS", situacao: "em_andamento", dataFim: "2025-12" },
        { situacao: "trancado" },
      ],
      habilidades: { hardSkills: ["Excel", 3, " "], softSkills: "nope" },
    });
    const { data } = loadDraft(storage);
    expect(data.experiencias).toEqual([
      { empresa: "Padaria", cargo: "", dataInicio: "", dataFim: "", atual: false, descricao: "" },
      { empresa: "", cargo: "Chefe", dataInicio: "", dataFim: "", atual: true, descricao: "" },
      { empresa: "", cargo: "", dataInicio: "", dataFim: "", atual: false, descricao: "" },
    ]);
    expect(data.formacoes.map((f) => [f.situacao, f.dataFim])).toEqual([
      ["em_andamento", ""],
      ["concluido", ""],
    ]);
    expect(data.hardSkills).toEqual(["Excel"]);
    expect(data.softSkills).toEqual([]);
  });

  it("reads a draft saved before the resume's language existed, or with an unknown one, as Portuguese", () => {
    const before = memoryStorage({ nome: "Maria" });
    expect(loadDraft(before).data.idioma).toBe("pt");
    expect(loadDraft(memoryStorage({ idiomaCurriculo: "fr" })).data.idioma).toBe("pt");
    expect(loadDraft(memoryStorage({ idiomaCurriculo: "es" })).data.idioma).toBe("es");
  });

  it("counts a chosen language alone as no writing", () => {
    expect(isDraftEmpty({ ...emptyDraft(), data: { ...emptyDraft().data, idioma: "es" } })).toBe(true);
  });

  it("survives corrupt values", () => {
    const storage = memoryStorage({
      informacoesPessoais: "{broken",
      experienciasProfissionais: "{}",
      formacoesAcademicas: "null",
      habilidades: "[1,2]",
      templateSelecionado: "desconhecido",
    });
    expect(loadDraft(storage)).toEqual(emptyDraft());
    expect(hasDraftKeys(storage)).toBe(true);
  });

  it("round-trips any draft the wizard can produce", () => {
    const text = fc.string({ maxLength: 30 });
    const month = fc.constantFrom("", "2020-01", "2023-12");
    const experience = fc
      .record({
        empresa: text,
        cargo: text,
        dataInicio: month,
        dataFim: month,
        atual: fc.boolean(),
        descricao: text,
      })
      .map((e) => (e.atual ? { ...e, dataFim: "" } : e));
    const education = fc
      .record({
        instituicao: text,
        curso: text,
        dataInicio: month,
        dataFim: month,
        situacao: fc.constantFrom("concluido" as const, "em_andamento" as const),
      })
      .map((e) => (e.situacao === "em_andamento" ? { ...e, dataFim: "" } : e));
    const draft = fc
      .record({
        nome: text,
        email: text,
        telefone: text,
        cidade: text,
        estado: text,
        cargo: text,
        resumo: text,
        experiencias: fc.array(experience, { maxLength: 3 }),
        formacoes: fc.array(education, { maxLength: 3 }),
        hardSkills: fc.array(
          text.filter((t) => t.trim() !== ""),
          { maxLength: 4 },
        ),
        softSkills: fc.array(
          text.filter((t) => t.trim() !== ""),
          { maxLength: 4 },
        ),
        template: fc.option(fc.constantFrom(...TEMPLATE_IDS), { nil: null }),
        idioma: fc.constantFrom(...RESUME_LANGUAGE_IDS),
        estilo: fc.constant({}),
        linkedin: text,
        sitePortfolio: text,
        resumoManual: fc.boolean(),
      })
      .map(
        ({ template, resumoManual, ...data }): WizardDraft => ({
          data: { ...data, templateId: template ?? "moderno", foto: "" },
          templateSelecionado: template,
          resumoManual,
          revisao: null,
        }),
      );
    fc.assert(
      fc.property(draft, (d) => {
        const storage = memoryStorage();
        saveDraft(d, storage);
        expect(loadDraft(storage)).toEqual(d);
      }),
    );
  });
});
