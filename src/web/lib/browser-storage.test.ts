import { describe, expect, it } from "vitest";
import {
  readJson,
  readString,
  removeKeys,
  STORAGE_KEYS,
  type StorageLike,
  subscribeStorage,
  writeJson,
  writeString,
} from "./browser-storage.ts";
import { memoryStorage } from "./testing/memory-storage.ts";

const throwing: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("browser storage", () => {
  it("uses exactly the spec's key names", () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        "informacoesPessoais",
        "resumoProfissional",
        "cargoProfissional",
        "resumoProfissionalText",
        "experienciasProfissionais",
        "formacoesAcademicas",
        "habilidades",
        "templateSelecionado",
        "idiomaCurriculo",
        "estiloCurriculo",
        "fotoCurriculo",
        "currentResumeId",
        "nome",
        "email",
        "telefone",
        "cidade",
        "estado",
        "hasPaidPlan",
        "planExpiresAt",
        "redirectAfterLogin",
        "returnAfterPayment",
        "cookieConsent",
        "purchaseEventsSent",
        "revisaoImportacao",
        "revisaoPendente",
      ].sort(),
    );
  });

  it("round-trips strings and JSON", () => {
    const storage = memoryStorage();
    expect(writeString("nome", "Ana", storage)).toBe(true);
    expect(writeJson("habilidades", { hardSkills: ["Excel"] }, storage)).toBe(true);
    expect(readString("nome", storage)).toBe("Ana");
    expect(readJson("habilidades", storage)).toEqual({ hardSkills: ["Excel"] });
    expect(storage.map.get("habilidades")).toBe('{"hardSkills":["Excel"]}');
  });

  it("treats missing and corrupt JSON as absent", () => {
    const storage = memoryStorage({ habilidades: "{not json" });
    expect(readJson("habilidades", storage)).toBeUndefined();
    expect(readJson("formacoesAcademicas", storage)).toBeUndefined();
    expect(readString("email", storage)).toBeNull();
  });

  it("never throws when storage is blocked or full", () => {
    expect(readString("nome", throwing)).toBeNull();
    expect(readJson("nome", throwing)).toBeUndefined();
    expect(writeString("nome", "Ana", throwing)).toBe(false);
    expect(writeJson("nome", "Ana", throwing)).toBe(false);
    expect(() => removeKeys(["nome"], throwing)).not.toThrow();
    // No storage at all (server rendering, node): the same quiet answers.
    expect(readString("nome", undefined)).toBeNull();
    expect(writeString("nome", "Ana", undefined)).toBe(false);
  });

  it("does not store values that cannot become JSON", () => {
    const storage = memoryStorage();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson("habilidades", cyclic, storage)).toBe(false);
    expect(storage.map.has("habilidades")).toBe(false);
  });

  it("removes keys and tells subscribers what changed", () => {
    const storage = memoryStorage({ nome: "Ana", email: "a@b.co" });
    const heard: unknown[] = [];
    const stop = subscribeStorage((keys) => heard.push(keys));
    writeString("telefone", "11 99999-0000", storage);
    removeKeys(["nome", "email"], storage);
    stop();
    writeString("cidade", "Recife", storage);
    expect(heard).toEqual([["telefone"], ["nome", "email"]]);
    expect([...storage.map.keys()]).toEqual(["telefone", "cidade"]);
  });
});
