import { describe, expect, it } from "vitest";
import { extractResume } from "./extract.ts";
import { column } from "./test-lines.ts";

const H = { bold: true, gapAbove: 2.5 } as const;
const B = { bold: true } as const;

describe("extractResume", () => {
  it("reads a one-column Portuguese resume", () => {
    const result = extractResume(
      column([
        ["Maria Clara Souza", { fontSize: 20, bold: true }],
        ["Analista de Recursos Humanos", { fontSize: 12 }],
        "Londrina - PR · (43) 90000-0022 · maria.souza@example.com.br",
        ["Resumo", H],
        "Analista de RH com seis anos de experiência em recrutamento e seleção,",
        "departamento pessoal e treinamento.",
        ["Experiência Profissional", H],
        ["Analista de RH Pleno", B],
        ["mai de 2021 - o momento", { sameRow: true, x: 450 }],
        "Cooperativa Integrada",
        ["• Recrutamento para 40 unidades.", { x: 75 }],
        ["Assistente de Departamento Pessoal", B],
        ["fev de 2016 - abr de 2021", { sameRow: true, x: 450 }],
        "Sercomtel",
        ["• Admissões e desligamentos.", { x: 75 }],
        ["Formação Acadêmica", H],
        ["Tecnólogo em Gestão de Recursos Humanos", B],
        "Centro Universitário Filadélfia (UniFil), 2015 – 2017",
        ["MBA em Gestão de Pessoas", B],
        "Fundação Getulio Vargas (FGV) — 2023 – cursando",
        ["Competências", H],
        "Recrutamento e seleção, eSocial, Comunicação, Trabalho em equipe",
        ["Idiomas", H],
        "Inglês intermediário",
      ]),
    );
    expect(result).toMatchObject({
      nome: "Maria Clara Souza",
      email: "maria.souza@example.com.br",
      telefone: "(43) 90000-0022",
      cidade: "Londrina",
      estado: "PR",
      cargo: "Analista de Recursos Humanos",
      resumo:
        "Analista de RH com seis anos de experiência em recrutamento e seleção, departamento pessoal e treinamento.",
      experiencias: [
        {
          empresa: "Cooperativa Integrada",
          cargo: "Analista de RH Pleno",
          dataInicio: "2021-05",
          dataFim: null,
          atual: true,
        },
        {
          empresa: "Sercomtel",
          cargo: "Assistente de Departamento Pessoal",
          dataInicio: "2016-02",
          dataFim: "2021-04",
          atual: false,
        },
      ],
      formacoes: [
        {
          instituicao: "Centro Universitário Filadélfia (UniFil)",
          curso: "Tecnólogo em Gestão de Recursos Humanos",
          dataInicio: "2015",
          dataFim: "2017",
          situacao: "concluido",
        },
        {
          instituicao: "Fundação Getulio Vargas (FGV)",
          curso: "MBA em Gestão de Pessoas",
          dataInicio: "2023",
          dataFim: null,
          situacao: "em_andamento",
        },
      ],
      hardSkills: ["Recrutamento e seleção", "eSocial", "Inglês intermediário"],
      softSkills: ["Comunicação", "Trabalho em equipe"],
    });
    // The bullet comes back as the wizard writes one, so the templates draw a list again.
    expect(result.experiencias[0]?.descricao).toBe("- Recrutamento para 40 unidades.");
  });

  it("reads the contact printed as the page's footer with the header, not as skills", () => {
    const result = extractResume(
      column([
        ["Mariana Pertile", { fontSize: 20, bold: true }],
        ["Engenheira de Produção", { fontSize: 12 }],
        ["Competências", H],
        "Cronoanálise, Minitab, Power BI, AutoCAD",
        // moderncv 'casual': address, phone and e-mail at the foot of the page, far below the text.
        ["Rua Fictícia Sinimbu, 1500 – Caxias do Sul, RS", { gapAbove: 15 }],
        "(54) 90000-0707 • mariana.pertile@example.com.br",
        "CREA-RS 000000",
      ]),
    );
    expect(result).toMatchObject({ cidade: "Caxias do Sul", estado: "RS", telefone: "(54) 90000-0707" });
    expect(result.hardSkills).toEqual(["Cronoanálise", "Minitab", "Power BI", "AutoCAD"]);
  });

  it("reads company-first entries, labelled roles and an objective", () => {
    const result = extractResume(
      column([
        ["EDSON LUÍS PRADO", { fontSize: 19, bold: true }],
        "Joinville/SC",
        "Telefone: (47) 90000-0023 (WhatsApp)",
        ["OBJETIVO", H],
        "Atuar como Mecânico Automotivo em concessionária.",
        ["EXPERIÊNCIA PROFISSIONAL", H],
        "2015 – atualmente — Bremen Veículos",
        "Cargo: Mecânico Automotivo II",
        ["• Diagnóstico e reparo de motores.", { x: 75 }],
        "2010 a 2015 — Tupy",
        "Cargo: Mecânico de Manutenção",
        ["• Manutenção de empilhadeiras.", { x: 75 }],
        ["ESCOLARIDADE", H],
        "Ensino Médio Completo",
        "Colégio Estadual Severino Vieira — Concluído em 2006",
        ["CURSOS", H],
        "• Injeção Eletrônica – 80h (SENAI, 2012)",
      ]),
    );
    expect(result.nome).toBe("Edson Luís Prado");
    expect(result.cargo).toBe("Mecânico Automotivo");
    expect(result.resumo).toBeNull();
    expect(result.experiencias).toEqual([
      expect.objectContaining({
        empresa: "Bremen Veículos",
        cargo: "Mecânico Automotivo II",
        dataInicio: "2015",
        atual: true,
      }),
      expect.objectContaining({
        empresa: "Tupy",
        cargo: "Mecânico de Manutenção",
        dataInicio: "2010",
        dataFim: "2015",
      }),
    ]);
    expect(result.formacoes).toEqual([
      {
        instituicao: "Colégio Estadual Severino Vieira",
        curso: "Ensino Médio",
        dataInicio: null,
        dataFim: "2006",
        situacao: "concluido",
      },
    ]);
    expect(result.hardSkills).toEqual([]);
  });

  it("reads an English resume with company and role on one line", () => {
    const result = extractResume(
      column([
        ["Ricardo Almeida Torres", { fontSize: 16, bold: true }],
        ["Senior Product Manager", { fontSize: 12, bold: true }],
        "Belo Horizonte, MG · +55 31 90000-0103 · ricardo@example.com",
        ["Professional Experience", H],
        ["Hotmart — Senior Product Manager", B],
        "02/2022 – Present",
        ["• Lead PM for the checkout squads.", { x: 75 }],
        ["Sympla — Product Manager", B],
        "07/2019 – 01/2022",
        ["Education", H],
        ["Federal University of Minas Gerais (UFMG)", B],
        "B.Sc. in Production Engineering, 03/2010 – 12/2015",
        ["Skills", H],
        "Product discovery, Roadmapping, SQL",
        ["Interpersonal", H],
        "Leadership, Negotiation",
      ]),
    );
    expect(result.experiencias.map((e) => [e.empresa, e.cargo, e.dataInicio, e.dataFim, e.atual])).toEqual([
      ["Hotmart", "Senior Product Manager", "2022-02", null, true],
      ["Sympla", "Product Manager", "2019-07", "2022-01", false],
    ]);
    expect(result.formacoes[0]).toMatchObject({
      instituicao: "Federal University of Minas Gerais (UFMG)",
      curso: "B.Sc. in Production Engineering",
      dataInicio: "2010-03",
      dataFim: "2015-12",
    });
    expect(result.softSkills).toEqual(["Leadership", "Negotiation"]);
  });

  it("ends a section at an unknown heading printed in the headings' type", () => {
    const S = { bold: true, upper: true, fontSize: 12, gapAbove: 2.5 } as const;
    const result = extractResume(
      column([
        ["Cláudia Regina Pereira", { fontSize: 20, bold: true }],
        "(21) 99999-8888 · claudia@example.com",
        ["OBJETIVO", S],
        "Cargo de Secretária Executiva",
        ["RESUMO DE ATUAÇÃO NA ÁREA", S],
        "Secretária com 12 anos de experiência em assessoria a diretoria.",
        ["EXPERIÊNCIA PROFISSIONAL", S],
        "Empresa: Vale S.A.",
        "Cargo: Secretária Executiva",
        "Período: 2015 a 2024",
        ["FORMAÇÃO ACADÊMICA", S],
        "Secretariado Executivo – Universidade Veiga de Almeida – 2008 a 2011",
      ]),
    );
    expect(result.cargo).toBe("Secretária Executiva");
    expect(result.resumo).toBe("Secretária com 12 anos de experiência em assessoria a diretoria.");
    expect(result.experiencias).toEqual([
      {
        empresa: "Vale S.A.",
        cargo: "Secretária Executiva",
        dataInicio: "2015",
        dataFim: "2024",
        atual: false,
      },
    ]);
  });

  it("keeps an acronym or a language listed in the headings' type in its list, not as a heading", () => {
    const S = { upper: true, fontSize: 9, gapAbove: 2.5 } as const;
    const skill = { fontSize: 9, gapAbove: 2.8 } as const;
    const result = extractResume(
      column([
        ["Lucas Oliveira", { fontSize: 23, bold: true }],
        "(21) 99876-5432 · lucas@example.com",
        ["HABILIDADES TÉCNICAS", S],
        ["Pacote Office", skill],
        ["C++", { ...skill, upper: true }],
        ["Excel", skill],
        ["COMPETÊNCIAS COMPORTAMENTAIS", S],
        ["Pontualidade", skill],
      ]),
    );
    expect(result.hardSkills).toEqual(["Pacote Office", "C++", "Excel"]);
    expect(result.softSkills).toEqual(["Pontualidade"]);
  });

  it("ends a list at an unknown heading of short words in the headings' type ('At sea')", () => {
    const S = { bold: true, upper: true, fontSize: 12, gapAbove: 2.5 } as const;
    const result = extractResume(
      column([
        ["Laura Finkel Bastos", { fontSize: 26, bold: true }],
        "laura.bastos@example.com · (53) 90000-0611",
        ["STRENGTHS", S],
        "▪ Fieldwork leadership",
        "▪ Science communication",
        ["AT SEA", S],
        ["86 days on board", { bold: true, fontSize: 12 }],
        ["4 research cruises", { bold: true, fontSize: 12 }],
        ["EDUCATION", S],
        "B.Sc. in Oceanography – Universidade Federal do Rio Grande (FURG) – 2012 – 2016",
      ]),
    );
    expect(result.softSkills).toEqual(["Fieldwork leadership", "Science communication"]);
  });

  it("joins a name wrapped in a narrow column and reads the headline under it", () => {
    const result = extractResume(
      column([
        ["Felipe Augusto", { fontSize: 16, bold: true }],
        ["Rocha", { fontSize: 16, bold: true, gapAbove: 1.2 }],
        ["Engenheiro Civil", { fontSize: 9 }],
        ["CONTATOS", { bold: true, upper: true, gapAbove: 2.2 }],
        "(31) 98888-7777",
      ]),
    );
    expect(result.nome).toBe("Felipe Augusto Rocha");
    expect(result.cargo).toBe("Engenheiro Civil");
  });

  it("reads a long whole name printed on one line, but not a long title in the name's type", () => {
    const headed = (first: string) =>
      extractResume(
        column([
          [first, { fontSize: 19, bold: true }],
          ["Coordenadora de Marketing Digital", { fontSize: 10, bold: true }],
          "maria.oliveira@example.com.br · (12) 99999-0000",
        ]),
      );
    expect(headed("Maria da Conceição dos Santos Albuquerque Oliveira").nome).toBe(
      "Maria da Conceição dos Santos Albuquerque Oliveira",
    );
    expect(headed("Gerente de projetos de tecnologia da informação e inovação").nome).not.toBe(
      "Gerente de projetos de tecnologia da informação e inovação",
    );
  });

  it("reads the LinkedIn and the site printed with the contacts", () => {
    const result = extractResume(
      column([
        ["Ana Souza", { fontSize: 20, bold: true }],
        "ana@example.com · (11) 98765-4321 · São Paulo - SP",
        "linkedin.com/in/ana-souza · github.com/anasouza",
        ["Experiência", H],
        ["Desenvolvedora", B],
        "Loja Azul, 2020 - 2022",
        "• Criei a loja on-line em lojaazul.com.br/ofertas.",
      ]),
    );
    expect(result).toMatchObject({
      linkedin: "linkedin.com/in/ana-souza",
      sitePortfolio: "github.com/anasouza",
    });
  });

  it("leaves the city out of the employer and a dated sentence out of the entries", () => {
    const result = extractResume(
      column([
        ["Lucas Tanaka", { fontSize: 20, bold: true }],
        ["Experiência", H],
        ["Data Engineer", B],
        ["01/2021 - Present", { sameRow: true, x: 400 }],
        "PicPay, São Paulo",
        "Streaming ingestion for the payments team, in production since 2022.",
        ["Junior Data Engineer", B],
        ["06/2018 - 12/2020", { sameRow: true, x: 400 }],
        "Via, São Caetano do Sul",
      ]),
    );
    expect(result.experiencias.map((e) => [e.empresa, e.cargo, e.dataInicio])).toEqual([
      ["PicPay", "Data Engineer", "2021-01"],
      ["Via", "Junior Data Engineer", "2018-06"],
    ]);
  });

  it("carries a main column's section onto the next page, not the sidebar's, and keeps bullets as list items", () => {
    const start = { gapAbove: Number.POSITIVE_INFINITY };
    const main = { x: 40 };
    const side = { x: 400 };
    const result = extractResume(
      column([
        ["Ana Paula Reis", { fontSize: 20, bold: true, ...start }],
        ["Experiência", { ...H, ...main, ...start }],
        ["Gerente de Loja", { ...B, ...main }],
        ["03/2019 - Atual", { sameRow: true, x: 300 }],
        ["Magazine Luiza", main],
        ["• Equipe de 25 pessoas.", main],
        ["Competências", { ...H, ...side, ...start }],
        ["Negociação", side],
        ["Liderança", side],
        ["Vendedora", { ...B, ...main, ...start, page: 1 }],
        ["01/2015 - 02/2019", { sameRow: true, x: 300, page: 1 }],
        ["Renner", { ...main, page: 1 }],
      ]),
    );
    expect(result.experiencias.map((e) => [e.cargo, e.empresa, e.descricao])).toEqual([
      ["Gerente de Loja", "Magazine Luiza", "- Equipe de 25 pessoas."],
      ["Vendedora", "Renner", undefined],
    ]);
    expect(result.softSkills).toEqual(["Negociação", "Liderança"]);
  });

  it("reads an expected end as a course in progress", () => {
    const result = extractResume(
      column([
        ["Juliana Menezes", { fontSize: 20, bold: true }],
        ["Formação", H],
        ["Pós-graduação em Psicopedagogia — UNIFACS", B],
        ["Previsão de término: 12/2025", { sameRow: true, x: 400 }],
        ["Licenciatura em Pedagogia — Universidade Federal da Bahia (UFBA)", B],
        ["2009 – 2013", { sameRow: true, x: 400 }],
      ]),
    );
    expect(result.formacoes).toEqual([
      {
        instituicao: "UNIFACS",
        curso: "Pós-graduação em Psicopedagogia",
        dataInicio: null,
        dataFim: null,
        situacao: "em_andamento",
      },
      {
        instituicao: "Universidade Federal da Bahia (UFBA)",
        curso: "Licenciatura em Pedagogia",
        dataInicio: "2009",
        dataFim: "2013",
        situacao: "concluido",
      },
    ]);
  });

  it("returns an empty result for no lines", () => {
    expect(extractResume([])).toMatchObject({ nome: null, experiencias: [], hardSkills: [] });
  });
});
