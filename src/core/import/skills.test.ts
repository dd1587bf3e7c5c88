import { describe, expect, it } from "vitest";
import { isSoftSkill, parseSkillList } from "./skills.ts";
import { column } from "./test-lines.ts";

describe("parseSkillList", () => {
  it("joins an item whose bracket a narrow column left open, also in a list spaced like its wrapped lines", () => {
    const spaced = { gapAbove: 1.5 } as const;
    const lines = column([
      ["Fotografia de produto", spaced],
      ["Iluminação de estúdio (flash e", spaced],
      ["contínua)", spaced],
      ["Direção de arte", spaced],
    ]);
    expect(parseSkillList(lines)).toEqual([
      "Fotografia de produto",
      "Iluminação de estúdio (flash e contínua)",
      "Direção de arte",
    ]);
  });

  it("splits comma, semicolon and dot lists and drops the final period", () => {
    expect(parseSkillList(column(["Python, Java, Git e SQL."]))).toEqual(["Python", "Java", "Git", "SQL"]);
    expect(parseSkillList(column(["Direito Tributário; Contencioso administrativo."]))).toEqual([
      "Direito Tributário",
      "Contencioso administrativo",
    ]);
    expect(parseSkillList(column(["Kubernetes · Terraform · AWS"]))).toEqual([
      "Kubernetes",
      "Terraform",
      "AWS",
    ]);
  });

  it("joins a bullet item wrapped onto an indented line", () => {
    const lines = column([
      ["• Cozinha regional", { x: 84 }],
      ["nordestina", { x: 98, gapAbove: 1.2 }],
      ["• Grelhados", { x: 84, gapAbove: 1.2 }],
    ]);
    expect(parseSkillList(lines)).toEqual(["Cozinha regional nordestina", "Grelhados"]);
  });

  it("reads chips printed side by side", () => {
    const lines = column(["Figma", ["Design System", { sameRow: true, x: 200 }], "Prototipação"]);
    expect(parseSkillList(lines)).toEqual(["Figma", "Design System", "Prototipação"]);
  });

  it("keeps the value of a labelled line and drops sentences", () => {
    const lines = column([
      "Ferramentas: Excel",
      "Tenho muita facilidade para aprender novas ferramentas e trabalhar em grupo com outras pessoas.",
    ]);
    expect(parseSkillList(lines)).toEqual(["Excel"]);
  });
});

describe("isSoftSkill", () => {
  it("tells interpersonal skills from technical ones", () => {
    expect(isSoftSkill("Trabalho em equipe")).toBe(true);
    expect(isSoftSkill("Comunicação")).toBe(true);
    expect(isSoftSkill("Stakeholder communication")).toBe(true);
    expect(isSoftSkill("Power BI")).toBe(false);
  });
});

describe("parseSkillList on real-world lists", () => {
  it("keeps a skill with a list in brackets whole", () => {
    expect(parseSkillList(column(["Métricas (precisão, recall, F1), Pandas, SQL"]))).toEqual([
      "Métricas (precisão, recall, F1)",
      "Pandas",
      "SQL",
    ]);
  });

  it("drops category labels and keeps one-letter languages", () => {
    const lines = column(["PROGRAMMING:", "Python, R, C, Go", "Familiar: Rust, Haskell", "Linguagens:"]);
    expect(parseSkillList(lines)).toEqual(["Python", "R", "C", "Go", "Rust", "Haskell"]);
  });

  it("keeps an item in lower case after a whole item of a list of one per line", () => {
    const lines = column(["SQL", "Python (pandas, scikit-learn)", "dbt", "BigQuery"]);
    expect(parseSkillList(lines)).toEqual(["SQL", "Python (pandas, scikit-learn)", "dbt", "BigQuery"]);
  });

  it("leaves out how long a skill was used, as job boards print it", () => {
    const lines = column(["WMS (3 anos)", "Conferência de carga (8 anos)", "Excel (more than 5 years)"]);
    expect(parseSkillList(lines)).toEqual(["WMS", "Conferência de carga", "Excel"]);
  });

  it("puts a word broken at the line's end back together, and keeps a real hyphen", () => {
    const lines = column(["Gestão de projetos de engen-", "haria, e-", "commerce"]);
    expect(parseSkillList(lines)).toEqual(["Gestão de projetos de engenharia", "e-commerce"]);
  });
});

describe("parseSkillList beside contact data and languages", () => {
  it("leaves out contact lines a sidebar printed among the skills, and keeps dotted skills", () => {
    const lines = column([
      "Python, R, SQL",
      "São Paulo",
      "SP – Brazil",
      "+55 11 90000-0102",
      "ASP.NET, Socket.io",
    ]);
    expect(parseSkillList(lines)).toEqual(["Python", "R", "SQL", "ASP.NET", "Socket.io"]);
  });

  it("reads a Europass grid as the languages and their levels, without its headings or its footnote", () => {
    const lines = column([
      ["EXPRESIÓN", { x: 497 }],
      ["COMPRENDER", { x: 211 }],
      ["HABLAR", { sameRow: true, x: 375 }],
      ["Comprensión Comprensión", { x: 188 }],
      ["auditiva", { x: 199 }],
      ["de lectura", { sameRow: true, x: 251 }],
      ["Portugués: C1", { x: 209 }],
      ["C1", { sameRow: true, x: 265 }],
      ["B2", { sameRow: true, x: 340 }],
      "Niveles: A1/A2: Usuario básico – B1/B2: Usuario independiente – C1/C2: Usuario competente",
      "Marco común Europeo de referencia para las lenguas",
    ]);
    expect(parseSkillList(lines)).toEqual(["Portugués (C1)"]);
  });

  it("leaves out a group's label printed in a cell of its own beside the list", () => {
    const lines = column(["Técnicas", ["SAP QM, Minitab", { sameRow: true, x: 238 }]]);
    expect(parseSkillList(lines)).toEqual(["SAP QM", "Minitab"]);
  });

  it("does not take a list in brackets for a place", () => {
    const lines = column(["Splunk (SPL, ES), Wazuh, Python (automação de triagem)"]);
    expect(parseSkillList(lines)).toEqual(["Splunk (SPL, ES)", "Wazuh", "Python (automação de triagem)"]);
  });

  it("puts a language's level printed apart with it and leaves exams out", () => {
    const lines = column([
      "Inglês",
      ["avançado", { sameRow: true, x: 300 }],
      "TOEIC 905 (2019)",
      "Espanhol",
      ["básico", { sameRow: true, x: 300 }],
    ]);
    expect(parseSkillList(lines)).toEqual(["Inglês (avançado)", "Espanhol (básico)"]);
  });

  it("reads a table of languages by skill (column headings left out, the first level kept), also in Spanish", () => {
    const lines = column([
      ["Oral", { x: 215 }],
      ["Escrito", { sameRow: true, x: 378 }],
      ["Español", { x: 44 }],
      ["Nativo", { sameRow: true, x: 215 }],
      ["Nativo", { sameRow: true, x: 378 }],
      ["Portugués", { x: 44 }],
      ["Avanzado", { sameRow: true, x: 215 }],
      ["Intermedio", { sameRow: true, x: 378 }],
    ]);
    expect(parseSkillList(lines)).toEqual(["Español (Nativo)", "Portugués (Avanzado)"]);
  });

  it("joins an item cut by a narrow column's edge", () => {
    const lines = column([
      ["Excel (PROCV,", { xEnd: 200 }],
      ["tabelas dinâmicas) | Power", { xEnd: 200 }],
      ["BI", { xEnd: 80 }],
    ]);
    expect(parseSkillList(lines)).toEqual(["Excel (PROCV, tabelas dinâmicas)", "Power BI"]);
  });
});
