import { describe, expect, it } from "vitest";
import { objectiveText, paragraphText, roleFromObjective } from "./summary.ts";
import { column } from "./test-lines.ts";

describe("roleFromObjective", () => {
  it.each([
    ["Atuar como Consultor de Vendas no varejo, contribuindo para o crescimento.", "Consultor de Vendas"],
    ["Vaga de Recepcionista ou Auxiliar Administrativo.", "Recepcionista"],
    ["Trabalhar como Operador de Caixa ou Repositor, com possibilidade de crescimento.", "Operador de Caixa"],
    ["Estágio em Desenvolvimento de Software", "Estágio em Desenvolvimento de Software"],
    ["Motorista Categoria D", "Motorista Categoria D"],
    // A job board's export: the objective's labelled rows.
    ["Cargo: Assistente Jurídico, Auxiliar Jurídico Pretensão salarial: A combinar", "Assistente Jurídico"],
    ["Cargo pretendido: Técnico de Enfermagem", "Técnico de Enfermagem"],
    [
      "Desempeñarme como Recepcionista de Hotel en un establecimiento de categoría superior, aportando mi experiencia.",
      "Recepcionista de Hotel",
    ],
    [
      "Atuar na função de Supervisor de Logística em empresa do setor de distribuição.",
      "Supervisor de Logística",
    ],
    [
      "Busco minha primeira oportunidade como Auxiliar de Logística, com vontade de aprender.",
      "Auxiliar de Logística",
    ],
    ["Seeking a position as Data Analyst in a fintech.", "Data Analyst"],
  ])("%j -> %j", (text, role) => {
    expect(roleFromObjective(text)).toBe(role);
  });

  it("gives up on a long sentence with no role in it", () => {
    expect(
      roleFromObjective(
        "Contribuir para o crescimento da empresa aplicando meus conhecimentos adquiridos ao longo dos anos",
      ),
    ).toBeNull();
  });
});

describe("paragraphText", () => {
  it("joins lines and puts hyphenated words back together", () => {
    expect(paragraphText(column(["Manutenção de sistemas de utili-", "dades e redes  elétricas."]))).toBe(
      "Manutenção de sistemas de utilidades e redes elétricas.",
    );
  });
});

describe("objectiveText", () => {
  it("is the 'Cargo:' line where the objective labels one", () => {
    const lines = column(["Cargo: Soldador", "Nível: Técnico", "Pretensão salarial: A combinar"]);
    expect(roleFromObjective(objectiveText(lines))).toBe("Soldador");
  });

  it("is the first of a list of roles wanted, one a line", () => {
    const lines = column([
      "Motorista de ônibus urbano",
      "Motorista de ônibus rodoviário",
      "• Motorista de micro-ônibus",
    ]);
    expect(roleFromObjective(objectiveText(lines))).toBe("Motorista de ônibus urbano");
  });

  it("reads a sentence wrapped over lines whole", () => {
    const lines = column(["Atuar como Motorista de ônibus urbano em empresa", "de transporte coletivo."]);
    expect(objectiveText(lines)).toBe(
      "Atuar como Motorista de ônibus urbano em empresa de transporte coletivo.",
    );
  });
});
