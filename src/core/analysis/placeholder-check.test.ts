import { describe, expect, it } from "vitest";
import { sampleResume } from "../sample-resume.ts";
import { checkPlaceholders } from "./placeholder-check.ts";

describe("checkPlaceholders", () => {
  it("finds nothing in a finished resume", () => {
    expect(checkPlaceholders(sampleResume)).toEqual([]);
  });

  it("makes each bracketed text an error at the field and step that hold it", () => {
    const job = sampleResume.experiencias[1];
    if (!job) throw new Error("the sample has a second job");
    const data = {
      ...sampleResume,
      resumo: "Vendedora experiente. [Personalize este resumo com suas conquistas]",
      experiencias: [
        sampleResume.experiencias[0],
        { ...job, descricao: "Atendi {número} clientes por dia." },
      ],
    } as typeof sampleResume;
    expect(checkPlaceholders(data)).toEqual([
      {
        id: "resumo.texto-a-preencher",
        severity: "erro",
        step: "resumo",
        message:
          "Resumo profissional: “[Personalize este resumo com suas conquistas]” parece uma instrução ou um " +
          "espaço a preencher e sairia assim no currículo; troque pelo seu texto ou apague.",
      },
      expect.objectContaining({
        id: "experiencia.2.descricao.texto-a-preencher",
        severity: "erro",
        step: "experiencia",
        message: expect.stringMatching(/^Experiência 2, descrição: “\{número\}”/),
      }),
    ]);
  });
});
