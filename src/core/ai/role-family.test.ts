import { describe, expect, it } from "vitest";
import { detectFirstFamily, detectRoleFamily } from "./role-family.ts";

describe("detectRoleFamily", () => {
  it.each([
    ["Desenvolvedor Full Stack", "tecnologia"],
    ["Programadora Júnior", "tecnologia"],
    ["Engenheira de Software", "tecnologia"],
    ["Analista de TI", "tecnologia"],
    ["Analista de Dados", "dados"],
    ["Engenheiro de Dados", "dados"],
    ["Analista de BI", "dados"],
    ["Analista de Marketing Digital", "marketing"],
    ["Social Media", "marketing"],
    ["Vendedora", "vendas"],
    ["Representante Comercial", "vendas"],
    ["Assistente Administrativo", "administrativo"],
    ["Analista Financeiro", "administrativo"],
    ["Auxiliar Contábil", "administrativo"],
    ["Analista de RH", "rh"],
    ["Assistente de Departamento Pessoal", "rh"],
    ["Operador de Call Center", "atendimento"],
    ["Técnico de Suporte de TI", "atendimento"],
    ["Recepcionista de Clínica", "atendimento"],
    ["Estoquista", "logistica"],
    ["Auxiliar de Almoxarifado", "logistica"],
    ["Motorista Entregador", "transporte"],
    ["Técnica de Enfermagem", "saude"],
    ["Professora de Matemática", "educacao"],
    ["Designer Gráfico", "design"],
    ["UX Designer", "design"],
    ["Engenheira Civil", "engenharia"],
    ["Advogado Trabalhista", "juridico"],
    ["Garçom", "generico"],
    ["", "generico"],
  ])("reads %s as %s", (cargo, family) => {
    expect(detectRoleFamily(cargo)).toBe(family);
  });

  it("ignores case and accents", () => {
    expect(detectRoleFamily("TECNICA DE ENFERMAGEM")).toBe("saude");
    expect(detectRoleFamily("logística")).toBe(detectRoleFamily("LOGISTICA"));
  });
});

describe("detectFirstFamily", () => {
  it("takes the first text with a recognised family", () => {
    expect(detectFirstFamily(["Estagiário", "Garçom", "Ciência da Computação"])).toBe("tecnologia");
    expect(detectFirstFamily(["Vendedor", "Ciência da Computação"])).toBe("vendas");
    expect(detectFirstFamily([])).toBe("generico");
  });
});
