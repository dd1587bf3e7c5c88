import { describe, expect, it } from "vitest";
import { emptyExperience } from "#core/resume/experience.ts";
import { stepPath } from "../wizard-steps.ts";
import { finalMissingParts } from "./final-missing-parts.ts";

const createPath = (id: Parameters<typeof stepPath>[0]) => stepPath(id, false);
const job = { ...emptyExperience, empresa: "Mercado Bom Preço", cargo: "Caixa" };

describe("finalMissingParts", () => {
  it("finds nothing missing when there is a name and a job", () => {
    expect(finalMissingParts({ nome: "Ana Souza", experiencias: [job] }, createPath)).toEqual([]);
  });

  it("points to the personal-info step when the name is blank", () => {
    const missing = finalMissingParts({ nome: "   ", experiencias: [job] }, createPath);
    expect(missing.map((part) => part.to)).toEqual(["/criar-curriculo"]);
  });

  it("points to both steps, in wizard order, in improve mode", () => {
    const improvePath = (id: Parameters<typeof stepPath>[0]) => stepPath(id, true);
    const missing = finalMissingParts({ nome: "", experiencias: [] }, improvePath);
    expect(missing.map((part) => part.to)).toEqual([
      "/melhorar-curriculo/criar-curriculo",
      "/melhorar-curriculo/experiencia-profissional",
    ]);
  });
});
