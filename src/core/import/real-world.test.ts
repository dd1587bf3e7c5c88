import { describe, expect, it } from "vitest";
import { extractResume } from "./extract.ts";
import type { Line } from "./reading-order.ts";
import { column, line } from "./test-lines.ts";

// Shapes real resumes take that a generated corpus rarely shows, one class per block (issue 18).
const NAME = { fontSize: 20, bold: true } as const;
const H = { bold: true, gapAbove: 2.5 } as const;
const B = { bold: true } as const;

describe("a summary with no heading", () => {
  it("is the paragraph under the name and contact, not a headline", () => {
    const result = extractResume(
      column([
        ["Renata Albuquerque Lins", NAME],
        "Recife, PE | (81) 90000-0301 | renata.lins@example.com",
        ["Engenheira civil com 12 anos de experiência em obras residenciais e", { gapAbove: 2 }],
        "comerciais, planejamento, orçamento e gestão de equipes de até 80 pessoas.",
        ["Experiência", H],
        ["Engenheira de Obras", B],
        ["2019 – atual", { sameRow: true, x: 450 }],
        "Moura Dubeux",
      ]),
    );
    expect(result.cargo).toBeNull();
    expect(result.resumo).toBe(
      "Engenheira civil com 12 anos de experiência em obras residenciais e comerciais, planejamento, orçamento e gestão de equipes de até 80 pessoas.",
    );
  });

  it("keeps the headline apart from the paragraph below it", () => {
    const result = extractResume(
      column([
        ["Marcos Vinícius Rocha", NAME],
        ["Analista de Dados Pleno", { fontSize: 12 }],
        "marcos.rocha@example.com · (11) 90000-0302",
        ["Analista de dados com cinco anos de experiência em varejo e finanças, do", { gapAbove: 2 }],
        "levantamento de requisitos à entrega de painéis e modelos de previsão.",
        ["Experiência", H],
      ]),
    );
    expect(result.cargo).toBe("Analista de Dados Pleno");
    expect(result.resumo).toMatch(/^Analista de dados com cinco anos/);
  });
});

describe("the name", () => {
  it("is whole when set on two lines beside contact lines in smaller type (moderncv)", () => {
    const big = { fontSize: 31, x: 60 } as const;
    const result = extractResume(
      column([
        ["Fernanda Ottoni", { ...big, xEnd: 293 }],
        ["Rua Fictícia das Mangabeiras, 215", { x: 394, fontSize: 9, sameRow: true }],
        ["35900-000 Itabira/MG", { x: 442, fontSize: 9, gapAbove: 0.5 }],
        ["Rezende", { ...big, gapAbove: 0.4 }],
        ["(31) 90000-0501", { x: 460, sameRow: true }],
        ["Engenheira de Minas", { fontSize: 16 }],
      ]),
    );
    expect(result.nome).toBe("Fernanda Ottoni Rezende");
    expect(result.cargo).toBe("Engenheira de Minas");
  });

  it("is not the document's title printed above it", () => {
    const result = extractResume(
      column([
        ["Curriculum Vitae", { fontSize: 24, bold: true }],
        ["JOSÉ CARLOS DA SILVA", { fontSize: 16, bold: true }],
        "Rua Fictícia, 100 – Salvador/BA – (71) 90000-0303",
      ]),
    );
    expect(result.nome).toBe("José Carlos da Silva");
  });

  it("is read after a 'Nome:' label", () => {
    const result = extractResume(
      column([
        ["CURRÍCULO", { fontSize: 18, bold: true }],
        ["Dados Pessoais", H],
        "Nome: Ana Paula Ferreira",
        "Endereço: Rua Fictícia, 12 – Campinas/SP",
        "Telefone: (19) 90000-0304",
      ]),
    );
    expect(result.nome).toBe("Ana Paula Ferreira");
  });

  it("is read after a Spanish or English label", () => {
    const result = (label: string) =>
      extractResume(
        column([
          ["CURRÍCULUM VITAE", { fontSize: 16, bold: true }],
          `${label} Lucía Fernanda Benítez`,
          "Teléfono / WhatsApp: +55 (45) 90000-0410",
        ]),
      ).nome;
    expect(result("Nombre y apellido:")).toBe("Lucía Fernanda Benítez");
    expect(result("Full name:")).toBe("Lucía Fernanda Benítez");
  });

  it("joins a first name and a family name printed in two runs on one row", () => {
    const result = extractResume(
      column([
        ["Beatriz", { fontSize: 28, x: 60, xEnd: 160 }],
        ["Nogueira", { fontSize: 28, bold: true, sameRow: true, x: 168, xEnd: 290 }],
        "Engenheira de Produção",
      ]),
    );
    expect(result.nome).toBe("Beatriz Nogueira");
    expect(result.cargo).toBe("Engenheira de Produção");
  });

  it("joins a first name stacked over the family name in another weight", () => {
    const result = extractResume(
      column([
        ["BIANCA", { fontSize: 30, x: 227, xEnd: 336 }],
        ["MOREIRA SATO", { fontSize: 30, bold: true, x: 227, xEnd: 455, gapAbove: 1.1 }],
        ["DESIGNER GRÁFICA", { fontSize: 11, bold: true, x: 227 }],
        "bianca.sato@example.com.br",
      ]),
    );
    expect(result.nome).toBe("Bianca Moreira Sato");
    expect(result.cargo).toBe("Designer Gráfica");
  });

  it("leaves out an initials badge printed beside the name, as tall", () => {
    const result = extractResume(
      column([
        ["Joaquín Esteban Mariani", { fontSize: 18, bold: true, x: 92, xEnd: 311 }],
        ["JM", { fontSize: 18, bold: true, x: 49, xEnd: 72, gapAbove: 0.5 }],
        ["Guía de turismo bilingüe", { x: 92 }],
        "Teléfono: (45) 90000-0516",
      ]),
    );
    expect(result.nome).toBe("Joaquín Esteban Mariani");
    expect(result.cargo).toBe("Guía de turismo bilingüe");
  });
});

describe("several roles under one employer", () => {
  it("gives each role the employer printed above them", () => {
    const result = extractResume(
      column([
        ["Carla Menezes Duarte", NAME],
        ["Experiência Profissional", H],
        ["Itaú Unibanco — São Paulo, SP", B],
        "Gerente de Projetos",
        ["jan/2020 – atual", { sameRow: true, x: 450 }],
        ["• Carteira de 12 projetos de transformação digital.", { x: 75 }],
        "Analista de Projetos Sênior",
        ["mar/2017 – dez/2019", { sameRow: true, x: 450 }],
        ["• Implantação do escritório de projetos da diretoria.", { x: 75 }],
        ["Banco do Brasil", B],
        "Escriturária",
        ["2012 – 2017", { sameRow: true, x: 450 }],
      ]),
    );
    expect(result.experiencias.map((e) => [e.empresa, e.cargo, e.dataInicio, e.dataFim])).toEqual([
      ["Itaú Unibanco", "Gerente de Projetos", "2020-01", null],
      ["Itaú Unibanco", "Analista de Projetos Sênior", "2017-03", "2019-12"],
      ["Banco do Brasil", "Escriturária", "2012", "2017"],
    ]);
  });

  it("reads a role set in under its employer whole, a dash in it included", () => {
    const result = extractResume(
      column([
        ["Sérgio Augusto Lemos", NAME],
        ["Experiência Profissional", H],
        ["Stellantis — Betim, MG", { ...B, x: 213 }],
        ["Diretor de Operações", { ...B, x: 220 }],
        ["Set 2019 – atual", { sameRow: true, x: 504 }],
        ["Responsável pela planta de Betim (6.800 pessoas, 3 turnos), da estamparia à montagem.", { x: 231 }],
        ["Gerente de Produção — Montagem Final", { ...B, x: 220 }],
        ["Mar 2015 – Ago 2019", { sameRow: true, x: 481 }],
        ["Liderança de 2.400 pessoas em 4 linhas de montagem e implantação do WCM na planta.", { x: 231 }],
        ["Teksid do Brasil — Betim, MG", { ...B, x: 213 }],
        ["Engenheiro de Processos", { ...B, x: 220 }],
        ["Jul 2006 – Dez 2010", { sameRow: true, x: 486 }],
      ]),
    );
    expect(result.experiencias.map((e) => [e.empresa, e.cargo])).toEqual([
      ["Stellantis", "Diretor de Operações"],
      ["Stellantis", "Gerente de Produção — Montagem Final"],
      ["Teksid do Brasil", "Engenheiro de Processos"],
    ]);
  });

  it("does not take a period printed first, left of the role, for an employer set out", () => {
    const result = extractResume(
      column([
        ["Adilson Ferreira Gouveia", NAME],
        ["EXPERIÊNCIA PROFISSIONAL", H],
        ["Desde 2021", { x: 63 }],
        ["Mecânico Líder", { ...B, x: 173, sameRow: true }],
        ["Sorocaba Veículos", { x: 173 }],
        ["Diagnóstico com scanner, revisões programadas, motor, câmbio automático e suspensão.", { x: 173 }],
        ["Auto Center Campolim", { ...B, x: 173 }],
        ["2018 - 2021", { x: 63 }],
        ["Mecânico Automotivo", { x: 173, sameRow: true }],
        ["Freios, suspensão, embreagem, injeção eletrônica e arrefecimento de veículos leves.", { x: 173 }],
      ]),
    );
    expect(result.experiencias.map((e) => [e.empresa, e.cargo])).toEqual([
      ["Sorocaba Veículos", "Mecânico Líder"],
      ["Auto Center Campolim", "Mecânico Automotivo"],
    ]);
  });
});

describe("periods on two lines in a column of keys (CurVe)", () => {
  it("reads each role, employer and place printed beside the period's end, closed by a full stop", () => {
    const key = (text: string, gapAbove = 1.3): [string, Partial<Line>] => [
      text,
      { x: 57, xEnd: 150, gapAbove },
    ];
    const body = (text: string, overrides: Partial<Line> = {}): [string, Partial<Line>] => [
      text,
      { x: 174, xEnd: 539, ...overrides },
    ];
    const result = extractResume(
      column([
        ["Luiz Otávio Sardinha", NAME],
        ["Experiência", H],
        key("Março de 2021 –"),
        key("até o momento"),
        body("Optometrista, Óticas Diniz, Joinville/SC.", { sameRow: true, xEnd: 398 }),
        body("Exames de refração e adaptação de lentes de contato em duas lojas"),
        body("da rede; cerca de 180 atendimentos por mês."),
        key("Janeiro de 2012 –", 2),
        key("Janeiro de 2017"),
        body("Técnico em Óptica, Ótica Fictícia Vila Nova, Joinville/SC.", { sameRow: true, xEnd: 488 }),
        body("Montagem e surfaçagem de lentes, ajustes de armação e conferência"),
        body("de receitas."),
      ]),
    );
    expect(
      result.experiencias.map(({ cargo, empresa, dataInicio, dataFim }) => ({
        cargo,
        empresa,
        dataInicio,
        dataFim,
      })),
    ).toEqual([
      { cargo: "Optometrista", empresa: "Óticas Diniz", dataInicio: "2021-03", dataFim: null },
      {
        cargo: "Técnico em Óptica",
        empresa: "Ótica Fictícia Vila Nova",
        dataInicio: "2012-01",
        dataFim: "2017-01",
      },
    ]);
    expect(result.experiencias[1]?.descricao).toBe(
      "Montagem e surfaçagem de lentes, ajustes de armação e conferência de receitas.",
    );
  });
});

describe("a CV in prose", () => {
  it("reads each paragraph's first sentence as role, employer, place and period, the rest as its description", () => {
    const prose = (text: string, xEnd = 510): [string, Partial<Line>] => [text, { x: 85, xEnd }];
    const result = extractResume(
      column([
        ["Henrique Abreu Lacerda", NAME],
        ["Trajetória profissional", H],
        prose("Zootecnista do Programa de Melhoramento Genético, Associação Brasileira dos Criadores"),
        prose("de Zebu (ABCZ), Uberaba, desde 2019. Coordeno a coleta de pesagens e medidas de carcaça por"),
        prose("ultrassom em 140 rebanhos Nelore, com a revisão do índice de seleção de 2022.", 400),
        prose("Gerente de Pecuária, Fazenda Fictícia Boa Esperança, Sacramento, 2014–2016. Gestão de um"),
        prose("rebanho de 3.200 cabeças em ciclo completo.", 300),
        ["Formação", H],
        prose("Mestrado em Zootecnia, Universidade Federal de Viçosa (UFV), 2012–2014.", 428),
      ]),
    );
    expect(
      result.experiencias.map(({ cargo, empresa, dataInicio, dataFim, atual }) => ({
        cargo,
        empresa,
        dataInicio,
        dataFim,
        atual,
      })),
    ).toEqual([
      {
        cargo: "Zootecnista do Programa de Melhoramento Genético",
        empresa: "Associação Brasileira dos Criadores de Zebu (ABCZ)",
        dataInicio: "2019",
        dataFim: null,
        atual: true,
      },
      {
        cargo: "Gerente de Pecuária",
        empresa: "Fazenda Fictícia Boa Esperança",
        dataInicio: "2014",
        dataFim: "2016",
        atual: false,
      },
    ]);
    expect(result.experiencias[1]?.descricao).toBe(
      "Gestão de um rebanho de 3.200 cabeças em ciclo completo.",
    );
    expect(result.formacoes).toMatchObject([
      {
        curso: "Mestrado em Zootecnia",
        instituicao: "Universidade Federal de Viçosa (UFV)",
        dataFim: "2014",
      },
    ]);
  });
});

describe("a place printed with the employer or the school", () => {
  it("is left out of the name", () => {
    const result = extractResume(
      column([
        ["Paulo Henrique Dantas", NAME],
        ["Experiência", H],
        ["Técnico de Laboratório", B],
        ["2018 – 2021", { sameRow: true, x: 450 }],
        "UFRN, Natal",
        ["Formação", H],
        ["Bacharelado em Química", B],
        ["2013 – 2017", { sameRow: true, x: 450 }],
        "Universidade Federal do Rio Grande do Norte, Natal – RN",
      ]),
    );
    expect(result.experiencias[0]).toMatchObject({ empresa: "UFRN", cargo: "Técnico de Laboratório" });
    expect(result.formacoes[0]).toMatchObject({
      instituicao: "Universidade Federal do Rio Grande do Norte",
      curso: "Bacharelado em Química",
    });
  });
});

describe("courses as people print them", () => {
  it("leaves the status out of the course's name and keeps it as the course's state", () => {
    const result = extractResume(
      column([
        ["Renata Alves Pinheiro", NAME],
        ["Formação", H],
        ["Graduando em Enfermagem – Faculdade Pernambucana de Saúde (FPS)", B],
        ["2022 – cursando", { sameRow: true, x: 450 }],
        ["Ensino médio completo – Escola Estadual Winston Churchill – 2016", B],
      ]),
    );
    expect(result.formacoes).toMatchObject([
      { curso: "Enfermagem", instituicao: "Faculdade Pernambucana de Saúde (FPS)", situacao: "em_andamento" },
      { curso: "Ensino médio", instituicao: "Escola Estadual Winston Churchill", dataFim: "2016" },
    ]);
  });

  it("reads a school named in two parts after the course as one school", () => {
    const result = extractResume(
      column([
        ["Beatriz Lima Carvalho", NAME],
        ["Escolaridade", H],
        "Técnico em Administração – CETAM – Centro de Educação Tecnológica do Amazonas – 2024 – cursando",
      ]),
    );
    expect(result.formacoes[0]).toMatchObject({
      curso: "Técnico em Administração",
      instituicao: "CETAM – Centro de Educação Tecnológica do Amazonas",
      situacao: "em_andamento",
    });
  });

  it("splits role and employer at an em dash when the period's line adds only a place", () => {
    const result = extractResume(
      column([
        ["Patrícia Lemos Sardenberg", NAME],
        ["Experiência", H],
        ["Desenvolvedora Back-end Sênior — PicPay", B],
        "maio de 2022 – atual · remoto",
        ["• Conciliação de transações Pix em Java 17.", { x: 75 }],
      ]),
    );
    expect(result.experiencias).toMatchObject([
      { cargo: "Desenvolvedora Back-end Sênior", empresa: "PicPay", dataInicio: "2022-05", atual: true },
    ]);
  });

  it("splits course and school on their line when the next one says only how the course is going", () => {
    const result = extractResume(
      column([
        ["Kauã Henrique Lopes", NAME],
        ["Formação", H],
        ["Ensino Médio (cursando) – Escola Estadual Fictícia Dom Pedro II", B],
        "2023 a 2025 – 3º ano, turno da tarde",
      ]),
    );
    expect(result.formacoes).toMatchObject([
      {
        curso: "Ensino Médio",
        instituicao: "Escola Estadual Fictícia Dom Pedro II",
        situacao: "em_andamento",
      },
    ]);
  });
});

describe("what the person is asked to check", () => {
  it("names the fields the reader guessed at", () => {
    const result = extractResume(
      column([
        ["Jefferson Rodrigues", NAME],
        ["Objetivo", H],
        "Atuar como Líder de Logística, contribuindo com minha experiência em expedição.",
        ["Experiência", H],
        ["Ajudante de Carga e Descarga – Translog", B],
        ["2017", { sameRow: true, x: 450 }],
        ["Xpto – Pqrs", B],
        ["2015 – 2016", { sameRow: true, x: 450 }],
      ]),
    );
    expect(result.cargo).toBe("Líder de Logística");
    expect(result.experiencias[0]).toMatchObject({ dataInicio: "2017", dataFim: "2017" });
    expect(result.revisar).toEqual([
      "cargo",
      "experiencias.0.dataFim",
      "experiencias.1.cargo",
      "experiencias.1.empresa",
    ]);
  });
});

describe("the headline", () => {
  it("is the position a Europass CV applies for, its label in capitals before it", () => {
    const result = extractResume(
      column([
        ["Currículum vitae", { fontSize: 10 }],
        ["INFORMACIÓN PERSONAL", { fontSize: 9, upper: true }],
        ["Rafael Antonio Guzmán Pereira", { fontSize: 14.3, sameRow: true, x: 187 }],
        ["(22) 90000-0608", { x: 202 }],
        ["PUESTO SOLICITADO Ingeniero de Petróleo", { fontSize: 12, gapAbove: 2 }],
        ["PERFIL", { fontSize: 9, upper: true, gapAbove: 2 }],
        "Ingeniero de petróleo con doce años en perforación costa afuera.",
      ]),
    );
    expect(result.nome).toBe("Rafael Antonio Guzmán Pereira");
    expect(result.cargo).toBe("Ingeniero de Petróleo");
  });

  it("leaves out a registration printed after it and reads a profile's headline with bars", () => {
    const registered = extractResume(
      column([
        ["Juliana Prado Mendes", NAME],
        ["Contadora — CRC-PR 000000/O-0", { fontSize: 12 }],
      ]),
    );
    expect(registered.cargo).toBe("Contadora");
    const profile = extractResume(
      column([
        ["Rafael Moreira Tavares", NAME],
        [
          "Senior Customer Success Manager at Pipefy | B2B SaaS | Onboarding, Adoption & Retention",
          { fontSize: 12 },
        ],
        "Curitiba · PR",
      ]),
    );
    expect(profile.cargo).toBe(
      "Senior Customer Success Manager at Pipefy | B2B SaaS | Onboarding, Adoption & Retention",
    );
    expect(profile).toMatchObject({ cidade: "Curitiba", estado: "PR" });
    // Wrapped before a registration: the bar that led to it goes with it.
    const wrapped = extractResume(
      column([
        ["Tamires Guimarães Vasconcelos", NAME],
        ["Psicóloga Organizacional | Desenvolvimento Humano |", { fontSize: 12 }],
        ["CRP 03/00000", { fontSize: 12 }],
        "Salvador, Bahia, Brasil",
      ]),
    );
    expect(wrapped.cargo).toBe("Psicóloga Organizacional | Desenvolvimento Humano");
  });

  it("is read above the name, set small as a kicker, when it reads as a role", () => {
    const kicker = extractResume(
      column([
        ["Analista de Compras Sênior | Suprimentos Indiretos", { fontSize: 9 }],
        ["Priscila Amaral Hashimoto", { fontSize: 25, bold: true, gapAbove: 2 }],
        "(11) 90000-0504 / priscila@example.com.br / Vila Mariana, São Paulo/SP",
      ]),
    );
    expect(kicker.cargo).toBe("Analista de Compras Sênior | Suprimentos Indiretos");
    // The job site that printed it stands there too: no role.
    const site = extractResume(
      column([
        ["Banco Fictício de Empregos", { fontSize: 11, bold: true }],
        ["Taís Regina Damasceno", { fontSize: 19, bold: true }],
        "(51) 90000-0512 tais@example.com.br Porto Alegre - RS",
      ]),
    );
    expect(site.cargo).toBeNull();
  });

  it("is not a label left without its value ('E-mail:') nor the first of the roles wanted printed twice", () => {
    const result = extractResume(
      column([
        ["SEBASTIÃO CARLOS FURLAN", { fontSize: 18, bold: true }],
        ["Telefone: (32) 90000-0506", { x: 148 }],
        ["E-mail:", { x: 46, xEnd: 75, bold: true }],
        ["sebastiao.furlan@example.com.br", { x: 148, sameRow: true }],
        ["Funções pretendidas", H],
        ["Funções pretendidas", { x: 41, bold: true, fontSize: 9.5 }],
        ["Barista, Atendente de Cafeteria", { x: 156, sameRow: true }],
        ["Pretensão salarial: R$ 2.600,00", { x: 156 }],
      ]),
    );
    expect(result.email).toBe("sebastiao.furlan@example.com.br");
    expect(result.cargo).toBe("Barista");
  });

  it("is not a section when set in the headings' type above the contact line", () => {
    const HEAD = { fontSize: 13, bold: true, gapAbove: 2.5 } as const;
    const result = extractResume(
      column([
        ["Rodrigo Albano Siqueira", { fontSize: 26, bold: true }],
        ["Chef de Cozinha", { fontSize: 13, bold: true, gapAbove: 2.5 }],
        ["São Paulo, SP • (11) 90000-0306 • rodrigo.siqueira@example.com.br", { fontSize: 9.5 }],
        [
          "Chef com 12 anos de cozinha profissional, dos quais cinco em alta gastronomia italiana.",
          { gapAbove: 2 },
        ],
        ["Experiência", HEAD],
        ["Sous-chef — Grupo Fasano", B],
        ["abr. 2021 – atual", { sameRow: true, x: 450 }],
        ["Formação", HEAD],
        "Tecnólogo em Gastronomia — Senac",
      ]),
    );
    expect(result.cargo).toBe("Chef de Cozinha");
    expect(result.resumo).toBe(
      "Chef com 12 anos de cozinha profissional, dos quais cinco em alta gastronomia italiana.",
    );
  });

  it("is read under the name when a margin column was read before it", () => {
    const result = extractResume([
      line("Augusto Benício Rangel", { y: 62, x: 99, xEnd: 496, fontSize: 38 }),
      line("contact", { y: 157, x: 100, xEnd: 153, fontSize: 14, gapAbove: 3 }),
      line("+55 (31) 90000-0406", { y: 175, x: 73, xEnd: 153, fontSize: 9 }),
      line("augusto.rangel@example.com", { y: 188, x: 37, xEnd: 159, fontSize: 9 }),
      line("Civil Engineer", { y: 95, x: 256, xEnd: 339, fontSize: 14, gapAbove: Number.POSITIVE_INFINITY }),
      line("profile", { y: 157, x: 173, xEnd: 230, fontSize: 14, gapAbove: 3 }),
      line("Civil engineer with ten years on heavy construction and housing sites.", { y: 175, x: 173 }),
    ]);
    expect(result.cargo).toBe("Civil Engineer");
  });

  it("joins a headline wrapped around a contact line set beside it", () => {
    const result = extractResume(
      column([
        ["Lucas Andrade Pinheiro", NAME],
        ["Campinas, SP", { fontSize: 9, x: 476, sameRow: true }],
        ["Brazil", { fontSize: 9, x: 508, gapAbove: 0.2 }],
        ["+55 19 90000-0112", { fontSize: 9, x: 448 }],
        ["Research Scientist, Machine Learning for", { fontSize: 17, x: 59, gapAbove: 0.3 }],
        ["lucas.pinheiro@example.com", { fontSize: 9, x: 406, gapAbove: 0.3 }],
        ["Materials", { fontSize: 17, x: 59, gapAbove: 0.6 }],
      ]),
    );
    expect(result.cargo).toBe("Research Scientist, Machine Learning for Materials");
  });
});

describe("an entry with a line for each name", () => {
  it("keeps a dash inside the role and leaves a place or a branch out of the employer", () => {
    const result = extractResume(
      column([
        ["Gabriel Antunes Correia", NAME],
        ["Professional Experience", H],
        ["March 2021 – Present", { bold: true, fontSize: 8.5 }],
        ["Critical Care Nurse — Adult ICU", B],
        "Hospital Israelita Albert Einstein, São Paulo",
        [
          "Care for 2–3 critically ill patients per shift in a 40-bed ICU (cardiac surgery, transplant).",
          { x: 75 },
        ],
        ["C&A — Shopping Iguatemi Florianópolis", B],
        "Operadora de Caixa",
        ["jul. 2017 – dez. 2018", { sameRow: true, x: 433 }],
      ]),
    );
    expect(result.experiencias.map((e) => [e.cargo, e.empresa])).toEqual([
      ["Critical Care Nurse — Adult ICU", "Hospital Israelita Albert Einstein"],
      ["Operadora de Caixa", "C&A"],
    ]);
  });
});

describe("headings in a margin wrapped beside their section's first rows", () => {
  it("reads 'Work' / 'Experience' as one heading, and the employers in the headings' type as employers", () => {
    const M = { x: 45, bold: true, fontSize: 10.5 } as const;
    const employer = { x: 149, bold: true, fontSize: 10.5 } as const;
    const role = { x: 149, bold: true, fontSize: 9.5 } as const;
    const period = { x: 470, fontSize: 8.5, sameRow: true } as const;
    const text = { x: 163, fontSize: 9.5 } as const;
    const result = extractResume(
      column([
        ["Beatriz Lindqvist Carvalho", { x: 45, fontSize: 24 }],
        ["About", { ...M, gapAbove: 2.5 }],
        ["Customer success manager for B2B SaaS with eight years between support and account work.", text],
        ["Work", { ...M, gapAbove: 2.5 }],
        ["RD Station", { ...employer, sameRow: true }],
        ["Experience", M],
        ["Senior Customer Success Manager", { ...role, sameRow: true }],
        ["Jun 2021 – Present", period],
        ["Book of 70 mid-market accounts; net revenue retention of 112% in 2023.", text],
        ["Customer Success Manager", role],
        ["Feb 2019 – May 2021", period],
        ["Onboarding and adoption for small-business customers.", text],
        ["Involves", { ...employer, gapAbove: 2 }],
        ["Customer Support Analyst", role],
        ["Aug 2016 – Jan 2019", period],
        ["Level 2 support for retail-execution software.", text],
        ["Skills", { ...M, gapAbove: 2.5 }],
        ["Onboarding", text],
      ]),
    );
    expect(result.experiencias.map((e) => [e.empresa, e.cargo, e.dataInicio])).toEqual([
      ["RD Station", "Senior Customer Success Manager", "2021-06"],
      ["RD Station", "Customer Success Manager", "2019-02"],
      ["Involves", "Customer Support Analyst", "2016-08"],
    ]);
  });
});

describe("headings and contact in a margin column", () => {
  it("reads the sections beside their headings and the headline beside a contact line", () => {
    const result = extractResume(
      column([
        ["Rio de Janeiro, RJ", { x: 119, xEnd: 200 }],
        ["Marina Costa Lemos", { fontSize: 34, x: 215, xEnd: 520, sameRow: true }],
        ["+55 (21) 90000-0105", { x: 93, xEnd: 200 }],
        ["FP&A Manager", { fontSize: 17, x: 215, xEnd: 330, sameRow: true }],
        ["marina.lemos@example.com", { x: 64, xEnd: 200 }],
        ["Professional Experience", { x: 60, xEnd: 200, gapAbove: 2.5, fontSize: 14 }],
        ["Senior Financial Analyst, Ambev, Rio de", { x: 215, xEnd: 420, bold: true, sameRow: true }],
        ["May 2017 – Feb 2021", { x: 426, xEnd: 520, bold: true, sameRow: true }],
        ["Janeiro.", { x: 215, xEnd: 255 }],
      ]),
    );
    expect(result.cargo).toBe("FP&A Manager");
    expect(result.experiencias[0]).toMatchObject({
      cargo: "Senior Financial Analyst",
      empresa: "Ambev",
      dataInicio: "2017-05",
    });
  });
});

describe("a LinkedIn address broken by a narrow column", () => {
  it("is put back together", () => {
    const result = extractResume(
      column([
        ["Contact", H],
        "www.linkedin.com/in/rafael-tavares-",
        "cs-example (LinkedIn)",
        ["Rafael Moreira Tavares", NAME],
      ]),
    );
    expect(result.linkedin).toBe("www.linkedin.com/in/rafael-tavares-cs-example");
  });

  it("takes the hyphen Portuguese typesetting repeats at the next line's start once, and no headline from it", () => {
    const result = extractResume(
      column([
        ["Priscila Amaral Hashimoto", NAME],
        "(11) 90000-0504 / priscila@example.com.br / linkedin.com/in/priscila-hashimoto-",
        "-exemplo",
      ]),
    );
    expect(result.linkedin).toBe("linkedin.com/in/priscila-hashimoto-exemplo");
    expect(result.cargo).toBeNull();
  });
});

describe("names wrapped past the period printed at the end of their row", () => {
  it("joins the names cut mid-word or mid-phrase, or going on in lower case, and keeps the period", () => {
    const result = extractResume(
      column([
        ["Sérgio Tavares Nogueira", NAME],
        ["Experiência profissional", H],
        ["Enfermeiro Assistencial, Hospital Geral Ro- jun. 2017 – fev. 2021", B],
        "berto Santos, Salvador, BA.",
        ["Assistência em UTI adulto geral e sala vermelha do pronto-socorro.", { x: 75 }],
        ["Técnico de Enfermagem, Hapvida, Feira de abr. 2012 – nov. 2015", B],
        "Santana, BA.",
        ["Treasury Analyst, Banco BTG Pactual, Rio", { xEnd: 410 }],
        ["Aug 2013 – Apr 2017", { ...B, sameRow: true, x: 428 }],
        "de Janeiro.",
        ["Formação", H],
        ["Bacharelado em Enfermagem, Universidade fev. 2012 – dez. 2016", B],
        "do Estado da Bahia (UNEB).",
      ]),
    );
    expect(result.experiencias).toMatchObject([
      { cargo: "Enfermeiro Assistencial", empresa: "Hospital Geral Roberto Santos", dataInicio: "2017-06" },
      { cargo: "Técnico de Enfermagem", empresa: "Hapvida", dataInicio: "2012-04", dataFim: "2015-11" },
      { cargo: "Treasury Analyst", empresa: "Banco BTG Pactual", dataInicio: "2013-08", dataFim: "2017-04" },
    ]);
    expect(result.formacoes).toMatchObject([
      { curso: "Bacharelado em Enfermagem", instituicao: "Universidade do Estado da Bahia (UNEB)" },
    ]);
  });
});

describe("entries printed without dates", () => {
  it("start where the first line's type comes back", () => {
    const result = extractResume(
      column([
        ["Renata Moura Guimarães", NAME],
        ["Formação", H],
        ["MBA em Gestão Hoteleira e Turismo", B],
        "Universidade de Fortaleza (UNIFOR)",
        ["Residency in Small Animal Surgery", B],
        "Universidade Federal do Rio Grande do Sul (UFRGS)",
      ]),
    );
    expect(result.formacoes.map((f) => [f.curso, f.instituicao])).toEqual([
      ["MBA em Gestão Hoteleira e Turismo", "Universidade de Fortaleza (UNIFOR)"],
      ["Residency in Small Animal Surgery", "Universidade Federal do Rio Grande do Sul (UFRGS)"],
    ]);
  });
});

describe("a 'Role | Company' line wrapped in a narrow column", () => {
  it("keeps the company's end printed on the next line", () => {
    const result = extractResume(
      column([
        ["Luciana Maria Campos", NAME],
        ["Experiência", H],
        ["Professora de Educação Infantil | Escola Municipal", { ...B, xEnd: 281 }],
        ["Prof. Mello Cançado", { xEnd: 144 }],
        "2015 – 2018",
        ["Turmas de 4 e 5 anos; projeto premiado pela Secretaria de Educação.", { x: 65, xEnd: 286 }],
      ]),
    );
    expect(result.experiencias).toMatchObject([
      { cargo: "Professora de Educação Infantil", empresa: "Escola Municipal Prof. Mello Cançado" },
    ]);
  });
});

describe("a Spanish resume's courses", () => {
  it("reads 'En curso' as in progress and 'Finalizado' as completed, out of the names", () => {
    const result = extractResume(
      column([
        ["Lucía Fernanda Benítez", NAME],
        ["FORMACIÓN ACADÉMICA", H],
        ["Máster en Dirección de Recursos Humanos (en curso)", B],
        "Universidad Complutense de Madrid",
        ["Grado en Psicología", B],
        "Universidad de Salamanca",
        "2012 – 2016 (Finalizado)",
      ]),
    );
    expect(result.formacoes).toMatchObject([
      { curso: "Máster en Dirección de Recursos Humanos", situacao: "em_andamento" },
      { curso: "Grado en Psicología", instituicao: "Universidad de Salamanca", situacao: "concluido" },
    ]);
  });
});

describe("a course and its school in a narrow column", () => {
  it("keeps a school's name under a degree that fills the line apart from the degree", () => {
    const result = extractResume(
      column([
        ["Sueli Aparecida Montanari", NAME],
        ["Formação", H],
        ["Pós-graduação em Controladoria e Finanças", { x: 310, xEnd: 527 }],
        ["FEA-RP/USP", { x: 310, xEnd: 367 }],
        ["2016 – 2017", { x: 310, xEnd: 358 }],
      ]),
    );
    expect(result.formacoes).toMatchObject([
      { curso: "Pós-graduação em Controladoria e Finanças", instituicao: "FEA-RP/USP", dataInicio: "2016" },
    ]);
  });

  it("reads a course, its status and its school on the row of 'concluído em'", () => {
    const result = extractResume(
      column([
        ["Adilson Ferreira Gouveia", NAME],
        ["FORMAÇÃO", H],
        ["concluído em 2012", { x: 63 }],
        ["Ensino Médio completo – E.E. Dr. Júlio Prestes de Albuquerque", { x: 173, sameRow: true }],
      ]),
    );
    expect(result.formacoes).toMatchObject([
      { curso: "Ensino Médio", instituicao: "E.E. Dr. Júlio Prestes de Albuquerque", dataFim: "2012" },
    ]);
  });
});

describe("a plain-text resume", () => {
  it("leaves out the rules typed under its headings", () => {
    const result = extractResume(
      column([
        ["WAGNER HIDEKI CAMPANHA", NAME],
        ["EXPERIENCIA PROFISSIONAL", H],
        "========================",
        "Banco Bradesco S.A. - Analista de Sistemas Mainframe Senior",
        "01/2021 - atual",
        ["FORMACAO", H],
        "========",
        "MBA em Arquitetura de Solucoes - FIAP",
        "2022 - 2023",
      ]),
    );
    expect(result.experiencias).toMatchObject([
      { empresa: "Banco Bradesco S.A.", cargo: "Analista de Sistemas Mainframe Senior" },
    ]);
    expect(result.formacoes).toMatchObject([
      { curso: "MBA em Arquitetura de Solucoes", instituicao: "FIAP" },
    ]);
  });
});

describe("occupations and headings in other words", () => {
  it("tells a translator's role from her business, and reads 'Estudios' as education", () => {
    const result = extractResume(
      column([
        ["Lívia Brandão Salgueiro", NAME],
        ["Experiência", H],
        ["Salgueiro Traduções", B],
        "Tradutora e Intérprete Autônoma",
        ["set/2020 – atual", { sameRow: true, x: 450 }],
        ["Estudios", H],
        ["Técnico Superior Universitario en Administración", B],
        "Instituto Universitario de Tecnología Guayana",
        "2015 – 2018",
      ]),
    );
    expect(result.experiencias).toMatchObject([
      { empresa: "Salgueiro Traduções", cargo: "Tradutora e Intérprete Autônoma" },
    ]);
    expect(result.formacoes).toMatchObject([
      { curso: "Técnico Superior Universitario en Administración", dataInicio: "2015" },
    ]);
  });
});

describe("a Europass editor's CV in Spanish", () => {
  it("reads 'ACTUAL', leaves other labelled fields and the language grid out, and no headline", () => {
    const result = extractResume(
      column([
        ["Iñigo Arrieta Goikoetxea", NAME],
        "Nacionalidad: Española",
        ["EXPERIENCIA LABORAL", H],
        ["[ 03/2019 – ACTUAL ] Técnico de Mantenimiento Eólico", B],
        "Siemens Gamesa Renewable Energy",
        "Ciudad: Pamplona",
        ["EDUCACIÓN Y FORMACIÓN", H],
        ["[ 09/2012 – 06/2014 ] Técnico Superior en Energías Renovables", B],
        "CIP de Formación Profesional Energías Renovables",
        "Ciudad: Pamplona | País: España | Nivel del MEC: nivel 5",
        ["COMPETENCIAS LINGÜÍSTICAS", H],
        "Lengua(s) materna(s): Español",
        "Inglés",
        "Comprensión auditiva",
        "B2",
        "A1 y A2: usuario básico",
      ]),
    );
    expect(result.cargo).toBeNull();
    expect(result.experiencias).toMatchObject([
      {
        cargo: "Técnico de Mantenimiento Eólico",
        empresa: "Siemens Gamesa Renewable Energy",
        dataInicio: "2019-03",
        atual: true,
      },
    ]);
    expect(result.formacoes).toMatchObject([
      {
        curso: "Técnico Superior en Energías Renovables",
        instituicao: "CIP de Formación Profesional Energías Renovables",
      },
    ]);
    expect(result.hardSkills).not.toContain("Comprensión auditiva");
    expect(result.hardSkills).not.toContain("A1 y A2: usuario básico");
  });
});
