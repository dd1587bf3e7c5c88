import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installMemoryStorage } from "#web/lib/testing/memory-storage.ts";

// The store talks to window.localStorage; a Map-backed stand-in plays the browser here.
const { map } = installMemoryStorage().localStorage;
vi.stubGlobal("queueMicrotask", (fn: () => void) => fn());

type Store = typeof import("./wizard-draft.ts");
type Storage = typeof import("#web/lib/browser-storage.ts");
let store: Store;
let storage: Storage;

beforeAll(async () => {
  storage = await import("#web/lib/browser-storage.ts");
  store = await import("./wizard-draft.ts");
});

beforeEach(() => {
  store.clearDraft();
  map.clear();
});

describe("wizard draft store", () => {
  it("mirrors every change to the spec's keys", () => {
    store.updateDraft({ nome: "Ana", cidade: "Recife", estado: "PE", linkedin: "linkedin.com/in/ana" });
    store.selectTemplate("tecnico");
    expect(JSON.parse(map.get("informacoesPessoais") ?? "{}")).toMatchObject({
      nomeCompleto: "Ana",
      cidadeEstado: "Recife, PE",
      linkedin: "linkedin.com/in/ana",
    });
    expect(map.get("templateSelecionado")).toBe("tecnico");
    expect(store.getDraft().data.templateId).toBe("tecnico");
    expect(store.hasStoredDraft()).toBe(true);
  });

  it("clearDraft removes the wizard keys and the current resume id, and nothing else", () => {
    store.updateDraft({ nome: "Ana" });
    map.set("currentResumeId", "res-1");
    map.set("hasPaidPlan", "true");
    store.clearDraft();
    expect([...map.keys()]).toEqual(["hasPaidPlan"]);
    expect(store.getDraft().data.nome).toBe("");
    expect(store.hasStoredDraft()).toBe(false);
    expect(store.getCurrentResumeId()).toBeNull();
  });

  it("reloads when other code writes a draft key directly", () => {
    store.updateDraft({ nome: "Ana" });
    storage.writeJson("informacoesPessoais", { nomeCompleto: "Bruno", email: "b@x.com" });
    expect(store.getDraft().data).toMatchObject({ nome: "Bruno", email: "b@x.com" });
  });

  it("seeds only an empty draft", () => {
    expect(store.seedDraftIfEmpty({ nome: "Exemplo" })).toBe(true);
    expect(store.getDraft().data.nome).toBe("Exemplo");
    expect(store.seedDraftIfEmpty({ nome: "Outro" })).toBe(false);
    store.clearDraft();
    store.updateDraft({ email: "eu@x.com" });
    expect(store.seedDraftIfEmpty({ nome: "Exemplo" })).toBe(false);
    expect(store.getDraft().data.nome).toBe("");
  });

  it("startDraftFrom starts a new resume, keeping a chosen template unless the data brings its own", () => {
    store.updateDraft({ nome: "Ana" });
    store.selectTemplate("tecnico");
    map.set("currentResumeId", "res-1");
    store.startDraftFrom({ ...store.getDraft().data, nome: "", cargo: "Vendedora", templateId: "moderno" });
    expect(store.getDraft()).toMatchObject({
      templateSelecionado: "tecnico",
      data: { nome: "", cargo: "Vendedora", templateId: "tecnico" },
    });
    expect(store.getCurrentResumeId()).toBeNull();

    store.startDraftFrom(
      { ...store.getDraft().data, templateId: "classico" },
      { templateSelecionado: "classico" },
    );
    expect(store.getDraft()).toMatchObject({
      templateSelecionado: "classico",
      data: { templateId: "classico" },
    });
  });

  it("hasDraftContent counts what the person wrote, not a chosen template", () => {
    store.selectTemplate("tecnico");
    expect(store.hasDraftContent()).toBe(false);
    store.updateDraft({ linkedin: "linkedin.com/in/ana" });
    expect(store.hasDraftContent()).toBe(true);
    store.clearDraft();
    store.updateDraft({ hardSkills: ["Excel"] });
    expect(store.hasDraftContent()).toBe(true);
  });

  it("replaceDraft swaps the whole working data", () => {
    store.updateExtras({ resumoManual: true });
    store.replaceDraft(
      { ...store.getDraft().data, nome: "Carla", templateId: "classico" },
      { templateSelecionado: "classico" },
    );
    expect(store.getDraft()).toMatchObject({ resumoManual: false, templateSelecionado: "classico" });
    expect(store.getDraft().data.nome).toBe("Carla");
  });
});
