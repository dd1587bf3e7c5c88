import { describe, expect, it } from "vitest";
import { detectFirstFamily, detectRoleFamily, ROLE_FAMILIES, type RoleFamily } from "./role-family.ts";

/** Job titles as Brazilians write them, by the family whose bullets and summary phrases fit them. */
const TITLES: Record<RoleFamily, readonly string[]> = {
  aprendiz: ["Jovem Aprendiz", "Menor Aprendiz Administrativo", "Aprendiz de Logística"],
  tecnologia: ["Desenvolvedor Full Stack", "Programadora Júnior", "Engenheira de Software", "Analista de TI"],
  dados: ["Analista de Dados", "Engenheiro de Dados", "Analista de BI"],
  design: ["Designer Gráfico", "UX Designer"],
  marketing: ["Analista de Marketing Digital", "Social Media"],
  vendas: ["Representante Comercial", "Vendedor Externo", "Executiva de Contas", "Promotor de Vendas"],
  varejo: [
    "Vendedora",
    "Vendedor",
    "Balconista",
    "Auxiliar de Loja",
    "Atendente de Loja",
    "Consultora de Vendas",
  ],
  caixa: ["Operador de caixa", "OPERADORA DE CAIXA", "Fiscal de Caixa", "Caixa de Supermercado"],
  supermercado: [
    "Repositor",
    "Repositora de Mercadorias",
    "Auxiliar de Reposição",
    "Auxiliar de Supermercado",
  ],
  administrativo: [
    "Assistente Administrativo",
    "Auxiliar administrativo",
    "Analista Financeiro",
    "Auxiliar Contábil",
  ],
  rh: ["Analista de RH", "Assistente de Departamento Pessoal"],
  atendimento: ["Atendente", "Atendente de Lanchonete", "Técnico de Suporte de TI"],
  telemarketing: ["Operador de Telemarketing", "Operador de Call Center", "Atendente de SAC", "Televendas"],
  recepcao: ["Recepcionista", "Recepcionista de Clínica", "Auxiliar de Recepção"],
  logistica: ["Estoquista", "Auxiliar de estoque", "Conferente", "Auxiliar de Almoxarifado"],
  transporte: ["Motorista", "Motorista Entregador", "Entregador", "Entregador de Supermercado"],
  limpeza: [
    "Auxiliar de limpeza",
    "Zelador",
    "Auxiliar de Serviços Gerais",
    "Auxiliar de Limpeza Hospitalar",
  ],
  cozinha: ["Auxiliar de cozinha", "Cozinheiro", "Chapeiro", "Auxiliar de Cozinha Hospitalar"],
  construcao: ["Pedreiro", "Servente de obras", "Eletricista", "Mestre de Obras"],
  saude: ["Técnica de Enfermagem", "Técnico de enfermagem", "Enfermeira"],
  cuidador: ["Cuidador", "Cuidadora de Idosos"],
  educacao: ["Professora de Matemática", "Professor"],
  apoioEscolar: ["Auxiliar de classe", "Auxiliar de Sala", "Monitora Escolar"],
  engenharia: ["Engenheira Civil", "Engenheiro Eletricista"],
  juridico: ["Advogado Trabalhista"],
  generico: ["Garçom", "Caixa", "Analista", ""],
};

describe("detectRoleFamily", () => {
  it.each(ROLE_FAMILIES)("recognises the titles of %s", (family) => {
    for (const cargo of TITLES[family]) expect([cargo, detectRoleFamily(cargo)]).toEqual([cargo, family]);
  });

  it("ignores case and accents", () => {
    expect(detectRoleFamily("TECNICA DE ENFERMAGEM")).toBe("saude");
    expect(detectRoleFamily("logística")).toBe(detectRoleFamily("LOGISTICA"));
    expect(detectRoleFamily("auxiliar de reposicao")).toBe("supermercado");
    expect(detectRoleFamily("RECEPÇÃO")).toBe("recepcao");
  });

  it("reads the role, not the workplace, when a title names both", () => {
    expect(detectRoleFamily("Auxiliar Administrativo de Loja")).toBe("administrativo");
    expect(detectRoleFamily("Motorista de Supermercado")).toBe("transporte");
    expect(detectRoleFamily("Vendedor de Loja de Informática")).toBe("varejo");
  });
});

describe("detectFirstFamily", () => {
  it("takes the first text with a recognised family", () => {
    expect(detectFirstFamily(["Estagiário", "Garçom", "Ciência da Computação"])).toBe("tecnologia");
    expect(detectFirstFamily(["Representante Comercial", "Ciência da Computação"])).toBe("vendas");
    expect(detectFirstFamily([])).toBe("generico");
  });
});
