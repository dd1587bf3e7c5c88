import { describe, expect, it } from "vitest";
import { layoutLines } from "./layout.ts";
import { capitalI, pageSegments, unspace } from "./segments.ts";
import { item } from "./test-lines.ts";
import type { PageText, TextItem } from "./text-item.ts";

const page = (items: TextItem[]): PageText => ({ width: 595, height: 842, items });
const texts = (items: TextItem[]) => layoutLines([page(items)]).map((l) => l.text);

/** A column of lines starting at (x, y), 14 pt apart. */
function stack(x: number, y: number, lines: string[], overrides: Partial<TextItem> = {}): TextItem[] {
  return lines.map((text, i) => item(text, x, y + i * 14, overrides));
}

describe("pageSegments", () => {
  it("joins runs of one row and splits at wide gaps", () => {
    const segments = pageSegments(
      page([item("Analista", 60, 100), item("de Dados", 102, 100), item("2019 – 2021", 450, 100)]),
    );
    expect(segments.map((s) => s.text)).toEqual(["Analista de Dados", "2019 – 2021"]);
  });

  it("keeps a bullet with its text and a justified line whole", () => {
    const bullet = pageSegments(page([item("•", 84, 100), item("Atendimento ao cliente", 108, 100)]));
    expect(bullet.map((s) => s.text)).toEqual(["• Atendimento ao cliente"]);
    const justified = pageSegments(
      page([item("Ciências", 40, 100), item("por", 95, 100), item("sete", 124, 100), item("anos", 160, 100)]),
    );
    expect(justified.map((s) => s.text)).toEqual(["Ciências por sete anos"]);
  });

  it("reads dot leaders as the gap of a tab stop, not as text", () => {
    const segments = pageSegments(
      page([
        item("Samsung Eletrônica da Amazônia", 57, 100, { width: 169 }),
        item(`${".".repeat(80)}Set/2019 – Atual`, 226, 100, { width: 313 }),
        item("Técnico . . . . . . 2010 – 2011", 57, 120, { width: 160 }),
      ]),
    );
    expect(segments.map((s) => s.text.trim())).toEqual([
      "Samsung Eletrônica da Amazônia",
      "Set/2019 – Atual",
      "Técnico",
      "2010 – 2011",
    ]);
    expect((segments[1] as { x: number }).x).toBeGreaterThan(450);
  });

  it("marks bold and capitals", () => {
    const [segment] = pageSegments(page([item("EXPERIÊNCIA", 60, 100, { bold: true })]));
    expect(segment).toMatchObject({ bold: true, upper: true });
  });

  it("reads words in capitals with a small 'i' (a small-caps font) as capitals", () => {
    expect(capitalI("ANALiSTA DE MARKETiNG DiGiTAL")).toBe("ANALISTA DE MARKETING DIGITAL");
    expect(capitalI("iPhone, Linux e TI")).toBe("iPhone, Linux e TI");
  });

  it("closes up letter-spaced headings", () => {
    expect(unspace("P E R F I L  P R O F I S S I O N A L")).toBe("PERFIL PROFISSIONAL");
    expect(unspace("Perfil profissional")).toBe("Perfil profissional");
  });
});

describe("reading order", () => {
  const sidebar = stack(30, 120, [
    "CONTATO",
    "(11) 90000-0001",
    "a@example.com",
    "HABILIDADES",
    "Python",
    "SQL",
    "Excel",
  ]);
  const main = stack(220, 60, [
    "Ana Souza",
    "Analista de Dados",
    "RESUMO",
    "Analista com oito anos de experiência em bancos.",
    "EXPERIÊNCIA",
    "Analista de Dados — Itaú",
    "2019 – atual",
    "Modelos de crédito, painéis de risco e automação de relatórios.",
  ]);

  it("reads a sidebar and the main column one after the other", () => {
    expect(texts([...sidebar, ...main].sort((a, b) => a.y - b.y))).toEqual([
      ...sidebar.map((i) => i.text),
      ...main.map((i) => i.text),
    ]);
  });

  it("reads two short sections printed side by side under their headings one after the other", () => {
    const above = item("Bacharelado em Administração, Universidade Estadual de Londrina, 2012", 40, 660);
    const left = [item("Habilidades", 40, 700, { bold: true }), item("Excel", 40, 720), item("SQL", 40, 735)];
    const right = [
      item("Idiomas", 320, 700, { bold: true }),
      item("Inglês avançado", 320, 720),
      item("Espanhol básico", 320, 735),
    ];
    expect(texts([above, ...left, ...right])).toEqual([
      above.text,
      ...left.map((i) => i.text),
      ...right.map((i) => i.text),
    ]);
  });

  it("reads a long section beside a short one to its end, then the short one", () => {
    const summary = [
      item(
        "Sou pedagoga e psicopedagoga, com onze anos em sala de aula na educação infantil e nos anos",
        57,
        60,
      ),
      item("iniciais do ensino fundamental, em escolas públicas e particulares.", 57, 74),
    ];
    const left = stack(57, 110, [
      "Experiência",
      "Professora Regente | Colégio Santo Agostinho",
      "2019 – atual",
      "Alfabetização de turmas de 25 alunos.",
      "Professora de Educação Infantil | Escola Municipal",
      "2015 – 2018",
      "Turmas de 4 e 5 anos.",
      "Auxiliar de Classe | Escola Infantil Pequeno Príncipe",
      "2013 – 2014",
      "Formação",
      "Licenciatura em Pedagogia",
      "Universidade Federal de Minas Gerais (UFMG)",
    ]);
    const right = stack(340, 110, [
      "Publicações",
      "CAMPOS, L. M. Jogos e alfabetização.",
      "Revista Presença, 2021.",
    ]);
    expect(texts([...summary, ...left, ...right])).toEqual(
      [...summary, ...left, ...right].map((i) => i.text),
    );
  });

  it("reads the header across the page before the columns", () => {
    const header = [
      item("Ana Souza", 30, 30, { fontSize: 20 }),
      item("(11) 90000-0001 · a@example.com · São Paulo - SP", 30, 50),
    ];
    const left = stack(30, 100, [
      "RESUMO",
      "Texto do resumo um",
      "Texto do resumo dois",
      "EXPERIÊNCIA",
      "Cargo — Empresa",
      "2020 – atual",
    ]);
    const right = stack(330, 100, ["HABILIDADES", "Python", "SQL", "IDIOMAS", "Inglês", "Espanhol"]);
    const order = texts([...header, ...left, ...right]);
    expect(order).toEqual([...header, ...left, ...right].map((i) => i.text));
  });

  it("keeps headings in a left margin on the rows they name (not a column)", () => {
    const items = [
      item("OBJETIVO", 40, 100, { bold: true }),
      item("Trabalhar como Operador de Caixa.", 160, 100),
      item("PERFIL", 40, 140, { bold: true }),
      item("Jovem profissional com experiência em supermercado.", 160, 140),
      item("atuando no caixa e na reposição.", 160, 154),
      item("EXPERIÊNCIA", 40, 190, { bold: true }),
      item("Assaí — Operador de Caixa", 160, 190),
      item("ESCOLARIDADE", 40, 240, { bold: true }),
      item("Ensino Médio — Escola Estadual", 160, 240),
    ];
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it("keeps dates printed in a timeline gutter on their rows", () => {
    const items = [
      item("Jan/2022 – Atual", 50, 100),
      item("Analista de Marketing", 170, 100),
      item("Grupo Globo", 170, 114),
      item("Campanhas de aquisição de assinantes.", 185, 130),
      item("Set/2019 – Dez/2021", 50, 170),
      item("Analista de Mídias Sociais", 170, 170),
      item("FARM Rio", 170, 184),
      item("Gestão de comunidade no Instagram.", 185, 200),
      item("Fev/2018 – Ago/2019", 50, 240),
      item("Assistente de Marketing", 170, 240),
      item("Agência Digital", 170, 254),
    ];
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it("keeps the dates and the headings' typed rules of a plain-text resume on their rows", () => {
    const rows: [string, string][] = [
      ["EXPERIÊNCIA", ""],
      ["-----------", ""],
      ["ago/2018 - hoje", "Administrador de Redes Sênior"],
      ["", "Vivaz Internet Fictícia"],
      ["mar/2012 - jul/2018", "Analista de Tecnologia da Informação"],
      ["", "Universidade Federal do Pará (UFPA)"],
      ["jan/2009 - fev/2012", "Técnico de Suporte"],
      ["", "Info Amazônia Fictícia"],
      ["FORMAÇÃO", ""],
      ["--------", ""],
      ["2013 - 2014", "Especialização em Redes de Computadores"],
      ["", "Universidade da Amazônia (UNAMA)"],
      ["2008 - 2011", "Tecnólogo em Redes de Computadores"],
      ["", "Instituto Federal do Pará (IFPA)"],
      ["CERTIFICAÇÕES", ""],
      ["-------------", ""],
      ["  * LPIC-2 (2016)", ""],
      ["  * MTCNA / MTCRE (2020)", ""],
      ["CONHECIMENTOS", ""],
      ["-------------", ""],
      ["Sistemas:", "Debian, BGP, OSPF, nftables, BIND, Postfix"],
      ["Ferramentas:", "Zabbix, Ansible, Shell script, MikroTik RouterOS"],
    ];
    const items = rows.flatMap(([left, right], i) => [
      ...(left ? [item(left.trim(), left.startsWith(" ") ? 35 : 23, 100 + i * 12)] : []),
      ...(right ? [item(right, 155, 100 + i * 12)] : []),
    ]);
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it("keeps a form's labels, aligned right in a gutter, on the rows they name (not a column)", () => {
    // Labels end at one edge (x + width = 200) and start wherever their length puts them.
    const label = (text: string, y: number) => item(text, 200 - text.length * 5, y);
    const items = [
      label("Datas", 100),
      item("03/2018 – o momento", 215, 100),
      label("Função ou cargo ocupado", 114),
      item("Assistente Social", 215, 114),
      label("Principais atividades e", 128),
      item("Acompanhamento de 240 famílias no PAIF; cadastro e", 215, 128),
      label("responsabilidades", 142),
      item("atualização no CadÚnico e grupos socioeducativos.", 215, 142),
      label("Nome e localidade do", 156),
      item("Prefeitura Municipal de Londrina", 215, 156),
      label("empregador", 170),
      label("Datas", 200),
      item("08/2014 – 02/2018", 215, 200),
      label("Função ou cargo ocupado", 214),
      item("Assistente Social", 215, 214),
      label("Nome e localidade do", 228),
      item("Associação Beneficente Lar Esperança", 215, 228),
      label("empregador", 242),
    ];
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it("keeps dates and places set flush right at the end of the entries' rows on those rows", () => {
    const right = (text: string, y: number, fontSize = 9) =>
      item(text, 556 - text.length * fontSize * 0.5, y, { fontSize });
    const entry = (y: number, company: string, place: string, role: string, period: string) => [
      item(company, 40, y, { fontSize: 12, bold: true }),
      right(place, y, 10),
      item(role, 40, y + 14, { fontSize: 9 }),
      right(period, y + 14),
      item("• Gestão de mídia paga e régua de CRM com catorze jornadas.", 44, y + 28, { fontSize: 9 }),
    ];
    const items = [
      ...entry(
        100,
        "Grupo Boticário",
        "São José dos Pinhais, PR",
        "ANALISTA DE MARKETING",
        "jan/2022 – atual",
      ),
      ...entry(150, "Madero", "Curitiba, PR", "ANALISTA JÚNIOR", "mar/2019 – dez/2021"),
      ...entry(200, "Positivo Tecnologia", "Curitiba, PR", "ASSISTENTE", "fev/2017 – fev/2019"),
      ...entry(250, "Grupo Positivo", "Curitiba, PR", "ESTAGIÁRIA", "fev/2016 – jan/2017"),
      // Certificates with their issuers set flush right too.
      ...[
        ["Google Ads – Pesquisa", "Google"],
        ["Marketing Cloud Email Specialist", "Salesforce"],
        ["Meta Certified Media Buying Professional", "Meta"],
        ["Case Eudora Black Friday, prata", "Colunistas"],
      ].flatMap(([name, issuer], i) => [
        item(name as string, 40, 300 + i * 14, { fontSize: 9 }),
        right(issuer as string, 300 + i * 14),
      ]),
    ];
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it("reads short items on both sides of a gap row by row: no running text, no columns", () => {
    const items = [
      ["• Pricing and reserving", "• Prophet"],
      ["• IFRS 17 and Solvency", "• R"],
      ["• ALM and reinsurance", "• SQL"],
      ["• Capital modelling", "• Python"],
      ["SulAmérica Seguros", "Rio de Janeiro, RJ"],
      ["Head of Actuarial", "Mar 2016 – Jun 2020"],
      ["MAG Seguros", "Rio de Janeiro, RJ"],
      ["Senior Actuary", "Jan 2010 – Feb 2016"],
      ["Bradesco Vida e Previdência", "São Paulo, SP"],
      ["Actuarial Analyst", "Feb 2006 – Dec 2009"],
    ].flatMap(([left, right], i) => [
      item(left as string, 64, 100 + i * 14),
      item(right as string, 382, 100 + i * 14),
    ]);
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it("reads a list set flush right in a margin, in a type of its own, as a column", () => {
    const aside = ["software", "AutoCAD", "Revit", "SAP2000", "Eberick", "MS Project", "Primavera P6"].map(
      (text, i) => item(text, 153 - text.length * 4.5, 100 + i * 13, { fontSize: 9 }),
    );
    const main = stack(173, 100, [
      "experience",
      "2021–present Andrade Gutierrez",
      "Project Engineer",
      "Planning and cost control of a tailings dam contract.",
      "2017–2021 MRV Engenharia",
      "Site Engineer",
      "Led two housing sites with 300 workers.",
    ]);
    expect(texts([...aside, ...main])).toEqual([...aside, ...main].map((i) => i.text));
  });

  it("reads a sidebar whose e-mail runs into the gutter at the top as a column (a LinkedIn print)", () => {
    const sidebar = [
      item("Contato", 28, 60, { bold: true, fontSize: 13 }),
      item("tamires.vasconcelos@example.com.br", 28, 82, { width: 172 }),
      ...stack(28, 100, ["(71) 90000-0412 (Mobile)", "linkedin.com/in/tamires", "(LinkedIn)"]),
      item("Principais competências", 28, 175, { bold: true, fontSize: 13 }),
      ...stack(28, 197, ["Avaliação de desempenho", "Pesquisa de clima", "Desenvolvimento de líderes"]),
    ];
    const main = [
      item("Tamires Guimarães", 204, 62, { fontSize: 25 }),
      item("Vasconcelos", 204, 97, { fontSize: 25 }),
      item("Psicóloga Organizacional | Cultura", 204, 125, { fontSize: 12 }),
      item("Salvador, Bahia, Brasil", 204, 150),
      item("Resumo", 204, 178, { bold: true, fontSize: 13 }),
      ...stack(204, 200, [
        "Psicóloga com oito anos em psicologia organizacional, hoje responsável",
        "por programas de desenvolvimento de lideranças e avaliação de",
        "desempenho em uma empresa de energia com quatro mil empregados.",
      ]),
    ];
    expect(texts([...sidebar, ...main])).toEqual([...sidebar, ...main].map((i) => i.text));
  });

  it("keeps a job board's labels without colons on the rows they name (not a column)", () => {
    const job = (y: number, empresa: string, cargo: string, periodo: string) => [
      item("Empresa", 43, y),
      item(empresa, 128, y),
      item("Cargo", 43, y + 14),
      item(cargo, 128, y + 14),
      item("Período", 43, y + 28),
      item(periodo, 128, y + 28),
      item("Atividades", 43, y + 42),
      item("Conferência de notas fiscais e apoio ao RH.", 128, y + 42),
    ];
    const items = [
      ...job(100, "Magazine Luiza", "Auxiliar Administrativo", "01/2016 a 07/2018"),
      ...job(170, "Cartório do 2º Ofício", "Escrevente Auxiliar", "08/2018 a 02/2021"),
    ];
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it("keeps courses' dates and states aligned right on their rows (not a column)", () => {
    const course = (y: number, curso: string, escola: string, periodo: string, estado: string) => [
      item(curso, 60, y, { bold: true }),
      item(periodo, 470, y),
      item(escola, 60, y + 14),
      item(estado, 490, y + 14),
    ];
    const items = [
      ...course(100, "MBA em Marketing Digital", "Instituto Paulista", "mar/2024 - Presente", "Em andamento"),
      ...course(
        150,
        "Bacharelado em Publicidade",
        "Universidade Vale do Tietê",
        "fev/2007 - dez/2010",
        "Concluído",
      ),
      ...course(200, "Técnico em Logística", "SENAI", "fev/2005 - dez/2006", "Concluído"),
    ];
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it("reads a short main column with its dates beside it, then the sidebar", () => {
    const items = [
      item("Lucas Oliveira", 40, 52, { fontSize: 23 }),
      item("E-mail: lucas@example.com", 40, 95, { fontSize: 8 }),
      item("Telefone: +55 (21) 99876-5432", 251, 95, { fontSize: 8, width: 146 }),
      item("Localização: Niterói - RJ", 417, 95, { fontSize: 8 }),
      item("01. EXPERIÊNCIA PROFISSIONAL", 40, 148, { fontSize: 9 }),
      item("03. HABILIDADES TÉCNICAS", 417, 148, { fontSize: 9 }),
      item("Operador de Caixa", 40, 175),
      item("jan/2023 - Atual", 297, 175, { fontSize: 8 }),
      item("Operação de caixa", 417, 173, { fontSize: 9 }),
      item("Supermercado Bom Preço", 40, 187, { fontSize: 9 }),
      item("Pacote Office", 417, 199, { fontSize: 9 }),
      item("Atendimento ao cliente e caixa.", 40, 204, { fontSize: 9 }),
      item("Excel", 417, 223, { fontSize: 9 }),
      item("02. FORMAÇÃO ACADÊMICA", 40, 232, { fontSize: 9 }),
      item("Ensino Médio", 40, 258),
      item("fev/2019 - dez/2021", 283, 258, { fontSize: 8 }),
      item("04. COMPETÊNCIAS", 417, 258, { fontSize: 9 }),
      item("E.E. Prof. João da Silva", 40, 271, { fontSize: 9 }),
      item("[Concluído]", 323, 271, { fontSize: 8 }),
      item("Pontualidade", 423, 295, { fontSize: 8 }),
    ];
    expect(texts(items)).toEqual([
      ...["Lucas Oliveira", "E-mail: lucas@example.com", "Telefone: +55 (21) 99876-5432"],
      ...["01. EXPERIÊNCIA PROFISSIONAL", "Operador de Caixa", "jan/2023 - Atual", "Supermercado Bom Preço"],
      ...["Atendimento ao cliente e caixa.", "02. FORMAÇÃO ACADÊMICA", "Ensino Médio", "fev/2019 - dez/2021"],
      ...["E.E. Prof. João da Silva", "[Concluído]"],
      ...[
        "Localização: Niterói - RJ",
        "03. HABILIDADES TÉCNICAS",
        "Operação de caixa",
        "Pacote Office",
        "Excel",
      ],
      ...["04. COMPETÊNCIAS", "Pontualidade"],
    ]);
  });

  it("reads the main column on below a box beside its top, and the box after it, the role's date on its row", () => {
    // A floating table (contact, skills) beside the top of the page; the text wraps past its end at full width.
    const top = stack(57, 80, [
      "Simone Guedes",
      "Secretária Executiva",
      "Perfil",
      "Secretária executiva com 14 anos assessorando a",
      "presidência e diretorias de empresas de energia.",
      "Formação",
      "Bacharelado em Secretariado Executivo",
      "Universidade de Brasília (UnB) | 2006 – 2010",
      "Experiência",
      "Eletronorte – Brasília, DF",
    ]);
    const box = stack(380, 70, [
      "CONTATO",
      "(61) 90000-0713",
      "COMPETÊNCIAS",
      "Gestão de agendas",
      "Redação oficial",
      "Atas de conselho",
    ]);
    const role = item("Secretária Executiva da Presidência", 57, 220);
    const date = item("03/2021 – atual", 478, 220);
    const below = stack(66, 236, [
      "Agenda do presidente e de dois diretores; preparação de pautas e atas.",
      "Organização de viagens e missões internacionais, com vistos e traduções.",
    ]);
    const lines = layoutLines([page([...top, ...box, role, date, ...below])]);
    expect(lines.map((l) => l.text)).toEqual([
      ...top.map((i) => i.text),
      role.text,
      date.text,
      ...below.map((i) => i.text),
      ...box.map((i) => i.text),
    ]);
    expect(lines.find((l) => l.text === date.text)?.sameRow).toBe(true);
  });

  it("reads a short second text column after the first, and a footer below both last", () => {
    const first = stack(51, 100, [
      "Experiência",
      "Biomédica – Hemocentro de Ribeirão Preto",
      "Tipagem ABO/RhD e provas de compatibilidade",
      "para 14 hospitais conveniados.",
      "Formação",
      "Bacharelado em Biomedicina",
      "Centro Universitário Barão de Mauá",
      "Competências técnicas",
      "Hematologia",
      "Bioquímica clínica",
    ]);
    const second = stack(319, 100, ["Microbiologia clínica", "Biossegurança", "Idiomas", "Inglês técnico"]);
    const footer = item("Ribeirão Preto – SP · (16) 90000-0460 · daniela@example.com", 51, 280);
    expect(texts([...first, ...second, footer])).toEqual([
      ...first.map((i) => i.text),
      ...second.map((i) => i.text),
      footer.text,
    ]);
  });

  it("reads skills set as tags in a table's cells row by row, not as columns", () => {
    const above = stack(40, 420, [
      "Atendimento N2 a 14 lojas e ao centro de distribuição da rede.",
      "Inventário de 600 equipamentos no GLPI e imagens de Windows 11.",
      "Tecnólogo em Redes de Computadores",
      "Faculdade Senac Goiás, turno da noite, em Goiânia.",
      "Técnico em Manutenção e Suporte em Informática",
      "Instituto Federal de Goiás (IFG), curso integrado.",
    ]);
    // The courses' dates set flush right on their rows, at the edge where the tags' last column starts.
    const dates = [item("2022 - cursando", 434, 448), item("2015 - 2017", 480, 476)];
    const heading = item("HABILIDADES", 40, 520, { bold: true });
    const tags = [
      ["Windows 10/11", "Active Directory", "Microsoft 365", "GLPI"],
      ["Redes TCP/IP", "Cabeamento", "Linux básico", "Montagem de hardware"],
    ].flatMap((row, r) => row.map((tag, c) => item(tag, 51 + c * 128, 560 + r * 25)));
    const lines = texts([...above, ...dates, heading, ...tags]);
    // Each row of tags is read across, after the heading; the tags' last column is not read as a column.
    expect(lines.slice(lines.indexOf(heading.text))).toEqual([heading.text, ...tags.map((i) => i.text)]);
  });

  it("drops page numbers", () => {
    expect(texts([item("Ana Souza", 60, 60), item("Página 1 de 2", 280, 800)])).toEqual(["Ana Souza"]);
  });
});

describe("headings in a margin", () => {
  it("reads a heading wrapped onto two lines in the margin as one, beside its section", () => {
    const margin = { bold: true, fontSize: 9 };
    const lines = texts([
      ...stack(40, 100, ["RESUMO", "PROFISSIONAL"], margin),
      ...stack(150, 100, ["Analista com dez anos de experiência em varejo", "e serviços financeiros."]),
      ...stack(40, 160, ["EXPERIÊNCIA", "PROFISSIONAL"], margin),
      ...stack(150, 160, [
        "Analista de Marketing",
        "Nuvem Azul · ago/2021 - Atual",
        "Lidero a equipe de mídia.",
      ]),
      ...stack(40, 230, ["FORMAÇÃO", "ACADÊMICA"], margin),
      ...stack(150, 230, ["Bacharelado em Publicidade", "Universidade Vale do Tietê"]),
      // The lower line may name the same section alone.
      ...stack(40, 280, ["HABILIDADES", "TÉCNICAS"], margin),
      ...stack(150, 280, ["Google Ads, SEO, Power BI"]),
    ]);
    expect(lines).toContain("HABILIDADES TÉCNICAS");
    expect(lines.indexOf("RESUMO PROFISSIONAL")).toBe(0);
    expect(lines.indexOf("EXPERIÊNCIA PROFISSIONAL")).toBeGreaterThan(
      lines.indexOf("e serviços financeiros."),
    );
    expect(lines.indexOf("Analista de Marketing")).toBeGreaterThan(lines.indexOf("EXPERIÊNCIA PROFISSIONAL"));
    expect(lines.indexOf("FORMAÇÃO ACADÊMICA")).toBeGreaterThan(lines.indexOf("Lidero a equipe de mídia."));
    expect(lines).not.toContain("PROFISSIONAL");
  });

  it("leaves two headings stacked one above the other apart", () => {
    const lines = texts([
      ...stack(40, 100, ["EXPERIÊNCIA", "FORMAÇÃO"], { bold: true }),
      ...stack(40, 140, ["Texto de exemplo"]),
    ]);
    expect(lines).toEqual(["EXPERIÊNCIA", "FORMAÇÃO", "Texto de exemplo"]);
  });
});
