import { describe, expect, it } from "vitest";
import { EXAMPLE_FIELDS } from "../examples/resume-examples.ts";
import { isActionVerb } from "./action-verbs.ts";

describe("isActionVerb", () => {
  it("knows the verbs the resume examples start their lines with", () => {
    const starts = EXAMPLE_FIELDS.flatMap((field) =>
      field.examples.flatMap((example) =>
        example.experiences.flatMap((job) => job.achievements.map((line) => line.split(" ")[0] ?? "")),
      ),
    );
    // 'Sou referência em…' says who the person is, not what they did: worth a tip.
    expect(starts.filter((word) => !isActionVerb(word))).toEqual(["Sou"]);
  });

  it("takes the forms people write, with or without accents and capitals", () => {
    const forms = [
      ["Atendi", "atendo", "Atendia", "ATENDER", "atendendo"],
      ["Vendi", "Vendeu", "vendo", "Vende"],
      ["Conferi", "Confiro", "conferiu"],
      ["Repus", "Repôs", "Reponho", "repõe"],
      ["Organizei", "Organizou", "Organizava"],
      ["Apliquei", "Entreguei", "Alcancei", "Lancei", "Lanço"],
      ["Dirijo", "Conduz", "Contribui", "Mantenho", "Mantém", "Obtive", "Bati", "Mapeio"],
      ["Reestruturei", "Remodelei"],
    ].flat();
    expect(forms.filter((word) => !isActionVerb(word))).toEqual([]);
  });

  it("does not take nouns, adjectives or empty words for verbs", () => {
    const others = [
      "Atendimento",
      "Vendas",
      "Responsável",
      "Gestão",
      "Controle",
      "Campanhas",
      "Fui",
      "Sou",
      "",
      "lei",
    ];
    expect(others.filter((word) => isActionVerb(word))).toEqual([]);
  });
});
