import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { findResumeExample } from "#core/examples/resume-examples.ts";
import { exampleStartHref, templateStartHref } from "#web/lib/start-links.ts";
import { installMemoryStorage } from "#web/lib/testing/memory-storage.ts";

// The draft store talks to window.localStorage; a Map-backed stand-in plays the browser here.
const { map } = installMemoryStorage().localStorage;
vi.stubGlobal("queueMicrotask", (fn: () => void) => fn());

let choice: typeof import("./start-choice.ts");
let examples: typeof import("./example-start.ts");
let store: typeof import("./wizard-draft.ts");

beforeAll(async () => {
  choice = await import("./start-choice.ts");
  examples = await import("./example-start.ts");
  store = await import("./wizard-draft.ts");
});

beforeEach(() => {
  store.clearDraft();
  map.clear();
});

const query = (href: string) => new URL(href, "https://vitae.test").searchParams;
const parse = (search: string) => choice.parseStartChoice(new URLSearchParams(search));

describe("parseStartChoice", () => {
  it("reads back what the public pages link to", () => {
    expect(choice.parseStartChoice(query(templateStartHref("tecnico")))).toEqual({ modelo: "tecnico" });
    expect(choice.parseStartChoice(query(exampleStartHref("analista-de-dados-pleno")))).toEqual({
      exemplo: "analista-de-dados-pleno",
    });
  });

  it("accepts the older English template ids", () => {
    expect(parse("modelo=technical")).toEqual({ modelo: "tecnico" });
  });

  it("ignores an unknown template and a malformed example id", () => {
    expect(parse("modelo=barroco")).toBeNull();
    expect(parse("modelo=")).toBeNull();
    expect(parse("exemplo=../../etc")).toBeNull();
    expect(parse("exemplo=Analista%20de%20Dados")).toBeNull();
    expect(parse(`exemplo=${"a".repeat(101)}`)).toBeNull();
    expect(parse("")).toBeNull();
  });

  it("lets an import (draft_id) win, and an example win over a template", () => {
    expect(parse("draft_id=abc&modelo=tecnico")).toBeNull();
    expect(parse("modelo=tecnico&exemplo=farmaceutica-pleno")).toEqual({ exemplo: "farmaceutica-pleno" });
    expect(parse("modelo=tecnico&exemplo=..")).toEqual({ modelo: "tecnico" });
  });
});

describe("chooseTemplateFromLink", () => {
  it("starts a new resume with the template when nothing was written", () => {
    map.set("currentResumeId", "res-1");
    store.selectTemplate("classico");
    expect(choice.chooseTemplateFromLink("criativo")).toEqual({ kept: false });
    expect(store.getDraft()).toMatchObject({
      templateSelecionado: "criativo",
      data: { templateId: "criativo" },
    });
    expect(map.get("templateSelecionado")).toBe("criativo");
    expect(store.getCurrentResumeId()).toBeNull();
  });

  it("keeps every word of a resume in progress and only changes its template", () => {
    map.set("currentResumeId", "res-1");
    store.updateDraft({ nome: "Ana Souza", resumo: "Atendente com cinco anos de experiência." });
    store.updateExtras({ resumoManual: true });
    const before = store.getDraft();
    expect(choice.chooseTemplateFromLink("executivo")).toEqual({ kept: true });
    expect(store.getDraft()).toEqual({
      ...before,
      templateSelecionado: "executivo",
      data: { ...before.data, templateId: "executivo" },
    });
    expect(store.getCurrentResumeId()).toBe("res-1");
  });
});

describe("startFromExample", () => {
  it("starts a new resume holding the example's texts, keeping a template already chosen", () => {
    const example = findResumeExample("analista-de-dados-pleno");
    if (!example) throw new Error("example missing");
    map.set("currentResumeId", "res-1");
    store.updateDraft({ nome: "Ana Souza" });
    store.selectTemplate("minimalista");

    examples.startFromExample(example);
    const { data, templateSelecionado } = store.getDraft();
    expect(data.nome).toBe("");
    expect(data.cargo).toBe("Analista de Dados");
    expect(data.resumo).toBe(example.summary);
    expect(data.experiencias.map((job) => job.empresa)).toEqual(["Rede Minas Atacarejo", "TransLog Cargas"]);
    expect(data.formacoes).toHaveLength(2);
    expect(data.hardSkills).toContain("SQL");
    expect(templateSelecionado).toBe("minimalista");
    expect(data.templateId).toBe("minimalista");
    // A new resume: the saved one that was open is not overwritten by the next save.
    expect(store.getCurrentResumeId()).toBeNull();
    // Mirrored to browser storage, so a reload keeps it.
    expect(JSON.parse(map.get("resumoProfissional") ?? "{}")).toMatchObject({ cargo: "Analista de Dados" });
  });
});
