import { describe, expect, it } from "vitest";
import { extractResume } from "./extract.ts";
import { joinFormLabels } from "./form-labels.ts";
import type { Line } from "./reading-order.ts";
import { column, line } from "./test-lines.ts";

/** A form's row: its label flush right against x = 200, its value from x = 215 (a Europass CV). */
function row(label: string, value?: string, overrides: Partial<Line> = {}): [string, Partial<Line>][] {
  const labelLine: [string, Partial<Line>] = [label, { x: 200 - label.length * 5, xEnd: 200, ...overrides }];
  return value === undefined ? [labelLine] : [labelLine, [value, { x: 215, sameRow: true }]];
}
const H = { bold: true, gapAbove: 2.5, x: 60 } as const;

const europass = column([
  ["Curriculum vitae", { fontSize: 14, bold: true }],
  ...row("Nome(s) / Apelido(s)", "Marlene Aparecida Quintino"),
  ...row("Morada(s)", "Rua Fictícia dos Ipês, 310, Londrina – PR"),
  ...row("Telefone(s)", "(43) 90000-0303"),
  ...row("E-mail", "marlene@example.com.br"),
  ["Experiência profissional", H],
  ...row("Datas", "03/2018 – o momento"),
  ...row("Função ou cargo ocupado", "Assistente Social"),
  ...row("Principais atividades e", "Acompanhamento de 240 famílias no PAIF; cadastro e"),
  ...row("responsabilidades", "atualização no CadÚnico; grupos socioeducativos."),
  ...row("Nome e localidade do", "Prefeitura Municipal de Londrina, Londrina – PR"),
  ...row("empregador"),
  ...row("Tipo de empresa ou setor", "Administração pública"),
  ...row("Datas", "08/2014 – 02/2018", { gapAbove: 2 }),
  ...row("Função ou cargo ocupado", "Educadora Social"),
  ...row("Nome e localidade do", "Associação Lar Esperança, Cambé – PR"),
  ...row("empregador"),
  ["Educação e formação", H],
  ...row("Datas", "02/2010 – 12/2013"),
  ...row("Designação da qualificação", "Bacharelado em Serviço Social"),
  ...row("atribuída"),
  ...row("Nome do estabelecimento de", "Universidade Estadual de Londrina (UEL)"),
  ...row("ensino"),
  ["Aptidões e competências pessoais", H],
  ...row("Competências técnicas", "Laudos e pareceres sociais; Visita domiciliar"),
  ...row("Competências sociais", "Escuta qualificada; Mediação de conflitos"),
  ...row("Outra(s) língua(s)", "Inglês (básico)"),
]);

describe("a form's labels in a gutter (a Europass CV)", () => {
  it("joins each label, wrapped or not, to the value beside it, in the words the entries read", () => {
    const texts = joinFormLabels(europass).map((l) => l.text);
    expect(texts).toContain("Cargo: Assistente Social");
    expect(texts).toContain("Principais atividades: Acompanhamento de 240 famílias no PAIF; cadastro e");
    expect(texts).toContain("atualização no CadÚnico; grupos socioeducativos.");
    expect(texts).toContain("Empresa: Prefeitura Municipal de Londrina, Londrina – PR");
    expect(texts).toContain("Curso: Bacharelado em Serviço Social");
    expect(texts).toContain("Instituição: Universidade Estadual de Londrina (UEL)");
    // A label's wrapped end is read with it, not as a line of its own; a sector has no field and goes.
    expect(texts).not.toContain("empregador");
    expect(texts.join("\n")).not.toMatch(/responsabilidades|Administração pública/);
  });

  it("reads the person, the jobs (employer printed last), the course and the skills", () => {
    const result = extractResume(europass);
    expect(result.nome).toBe("Marlene Aparecida Quintino");
    expect(result.experiencias).toMatchObject([
      {
        cargo: "Assistente Social",
        empresa: "Prefeitura Municipal de Londrina",
        dataInicio: "2018-03",
        atual: true,
        descricao:
          "Acompanhamento de 240 famílias no PAIF; cadastro e atualização no CadÚnico; grupos socioeducativos.",
      },
      {
        cargo: "Educadora Social",
        empresa: "Associação Lar Esperança",
        dataInicio: "2014-08",
        dataFim: "2018-02",
      },
    ]);
    expect(result.formacoes).toMatchObject([
      {
        curso: "Bacharelado em Serviço Social",
        instituicao: "Universidade Estadual de Londrina (UEL)",
        dataInicio: "2010-02",
        dataFim: "2013-12",
      },
    ]);
    expect(result.hardSkills).toEqual(["Laudos e pareceres sociais", "Visita domiciliar", "Inglês (básico)"]);
    expect(result.softSkills).toEqual(["Escuta qualificada", "Mediação de conflitos"]);
  });

  it("leaves roles with their dates far to the right alone (not a form)", () => {
    const lines = column([
      ["Analista Contábil Sênior", { x: 57 }],
      ["10/2022 – atual", { sameRow: true, x: 468 }],
      ["Analista Contábil Pleno", { x: 57 }],
      ["03/2019 – 09/2022", { sameRow: true, x: 453 }],
      ["Assistente de Auditoria", { x: 57 }],
      ["01/2016 – 02/2019", { sameRow: true, x: 453 }],
    ]);
    expect(joinFormLabels(lines)).toEqual(lines);
  });

  it("joins a job board's labels without colons, but not a table's header row", () => {
    const lines = column([
      ["Empresa", { x: 43 }],
      ["Período", { x: 151, sameRow: true }],
      ["Cargo", { x: 238, sameRow: true }],
      ["Empresa", { x: 43 }],
      ["Magazine Luiza - Fortaleza/CE", { x: 128, sameRow: true }],
      ["Cargo", { x: 43 }],
      ["Auxiliar Administrativo", { x: 128, sameRow: true }],
      ["Período", { x: 43 }],
      ["01/2016 a 07/2018", { x: 128, sameRow: true }],
    ]);
    expect(joinFormLabels(lines).map((l) => l.text)).toEqual([
      "Empresa",
      "Período",
      "Cargo",
      "Empresa: Magazine Luiza - Fortaleza/CE",
      "Cargo: Auxiliar Administrativo",
      "Período: 01/2016 a 07/2018",
    ]);
  });

  it("reads a job portal's 'Currículo do trabalhador': labels far from their values, roles wanted as a list", () => {
    const H2 = { bold: true, fontSize: 11.5, gapAbove: 2.4, x: 43 } as const;
    const label = (text: string): [string, Partial<Line>] => [text, { x: 50, bold: true }];
    const value = (text: string): [string, Partial<Line>] => [text, { x: 169, sameRow: true }];
    const lines = column([
      ["CURRÍCULO DO TRABALHADOR", { x: 43, fontSize: 9 }],
      ["Genivaldo Ferreira Batista", { x: 43, fontSize: 17, bold: true }],
      ["Dados pessoais", H2],
      ["E-mail: genivaldo@example.com.br", { x: 162 }],
      ["Telefone: (81) 90000-0411", { x: 162 }],
      ["Ocupações de interesse", H2],
      ["Motorista de ônibus urbano", { x: 56 }],
      ["Motorista de micro-ônibus", { x: 56 }],
      ["Experiências profissionais", H2],
      label("Empregador"),
      value("Transportes Fictícia Capibaribe Ltda."),
      label("Ocupação"),
      value("Motorista de ônibus urbano"),
      ["Período: 03/2016 até o momento", { x: 169 }],
      ["Atividades desenvolvidas: Condução de ônibus articulado nas linhas do BRT.", { x: 50 }],
      label("Empregador"),
      value("Viação Fictícia Agreste Turismo"),
      label("Ocupação"),
      value("Motorista de ônibus rodoviário"),
      ["Período: 06/2011 a 01/2016", { x: 169 }],
      ["Cursos e qualificações", H2],
      ["Direção Defensiva – SEST SENAT – 2019", { x: 56 }],
      ["Conhecimentos e habilidades", H2],
      ["Direção defensiva", { x: 56 }],
      ["Primeiros socorros", { x: 56 }],
    ]);
    const result = extractResume(lines);
    expect(result.cargo).toBe("Motorista de ônibus urbano");
    expect(result.experiencias.map((e) => [e.empresa, e.cargo])).toEqual([
      ["Transportes Fictícia Capibaribe Ltda.", "Motorista de ônibus urbano"],
      ["Viação Fictícia Agreste Turismo", "Motorista de ônibus rodoviário"],
    ]);
    // Courses are no formation; the skills are the skills' section's, not a course's institution.
    expect(result.formacoes).toEqual([]);
    expect([...result.hardSkills, ...result.softSkills]).toEqual(["Direção defensiva", "Primeiros socorros"]);
  });

  it("leaves a personal data label with a colon joined as before", () => {
    const lines = [line("Estado civil:", { x: 60, xEnd: 125 }), line("Casado", { x: 140, sameRow: true })];
    expect(joinFormLabels(lines).map((l) => l.text)).toEqual(["Estado civil: Casado"]);
  });
});
