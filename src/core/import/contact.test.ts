import { describe, expect, it } from "vitest";
import { findEmail, findLinkedin, findPhone, findSite } from "./contact.ts";
import { findHeadline } from "./headline.ts";
import { displayName, findNameLine, nameLines } from "./name.ts";
import { column } from "./test-lines.ts";

describe("findPhone", () => {
  it.each([
    ["+55 48 90000-0101", "+55 48 90000-0101"],
    ["(11) 90000-0001", "(11) 90000-0001"],
    ["+55 (11) 90000-0102 | m@example.com", "+55 (11) 90000-0102"],
    ["48 900000006", "48 900000006"],
    ["(27) 9 0000-0018", "(27) 9 0000-0018"],
    ["Telefone: (47) 90000-0023 (WhatsApp)", "(47) 90000-0023"],
    ["Celular: (11) 98765-4321", "(11) 98765-4321"],
    ["(11) 3456-7890", "(11) 3456-7890"],
    ["Austin, TX, USA  +1 (512) 555-0147", "+1 (512) 555-0147"],
  ])("reads %j", (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });

  it.each(["2019 - 2021", "CEP 40000-000", "COREN-PE 000000-ENF", "20190101"])(
    "finds no phone in %j",
    (text) => {
      expect(findPhone(text)).toBeNull();
    },
  );
});

describe("findEmail", () => {
  it("reads an address inside a contact line", () => {
    expect(findEmail("E-mail: joao.silva+cv@example.com.br | (11) 90000-0001")).toBe(
      "joao.silva+cv@example.com.br",
    );
    expect(findEmail("sem e-mail")).toBeNull();
  });
});

describe("findNameLine and findHeadline", () => {
  it("takes the largest name-like text and the role under it", () => {
    const lines = column([
      ["+55 21 90000-0008", { fontSize: 9 }],
      ["Beatriz Helena Costa", { fontSize: 24, bold: true }],
      ["bia@example.com", { fontSize: 9 }],
      ["Analista de Marketing Digital", { fontSize: 12 }],
      ["Resumo Profissional", { fontSize: 12, bold: true, gapAbove: 3 }],
    ]);
    const name = findNameLine(lines);
    expect(name?.text).toBe("Beatriz Helena Costa");
    expect(name && findHeadline(lines, name)).toBe("Analista de Marketing Digital");
  });

  it("finds no headline when contact data and a heading follow the name", () => {
    const lines = column([
      ["Sebastião Gonçalves", { fontSize: 22, bold: true }],
      ["Manaus, AM • 92 900000012 • s@example.com.br", { fontSize: 9 }],
      ["Brasileiro, casado, 41 anos", { fontSize: 9 }],
      ["RESUMO", { bold: true, gapAbove: 3 }],
    ]);
    const name = findNameLine(lines);
    expect(name && findHeadline(lines, name)).toBeNull();
  });

  it("joins a long name a narrow column wrapped into several lines, and finds the headline under it", () => {
    const type = { fontSize: 20, bold: true, gapAbove: 1.2 };
    const lines = column([
      ["Maria da", { ...type, gapAbove: Number.POSITIVE_INFINITY }],
      ["Conceição dos", type],
      ["Santos", type],
      ["Albuquerque", type],
      ["Oliveira", type],
      ["Coordenadora de Marketing", { fontSize: 9, bold: true, gapAbove: 1.5 }],
      ["CONTATO", { fontSize: 8, bold: true, gapAbove: 3 }],
    ]);
    const name = findNameLine(lines);
    expect(name && nameLines(lines, name).map((l) => l.text)).toEqual([
      "Maria da",
      "Conceição dos",
      "Santos",
      "Albuquerque",
      "Oliveira",
    ]);
    expect(name && findHeadline(lines, name)).toBe("Coordenadora de Marketing");
  });

  it("keeps a name printed in capitals in name case", () => {
    expect(displayName("JOSÉ RAIMUNDO DOS SANTOS")).toBe("José Raimundo dos Santos");
    expect(displayName("Ana  de Souza")).toBe("Ana de Souza");
  });
});

describe("findLinkedin and findSite", () => {
  it.each([
    ["linkedin.com/in/ana-souza | ana@example.com", "linkedin.com/in/ana-souza"],
    ["LinkedIn: https://www.linkedin.com/in/joão-silva/", "https://www.linkedin.com/in/joão-silva"],
    ["br.linkedin.com/in/mcsouza.", "br.linkedin.com/in/mcsouza"],
  ])("reads the LinkedIn in %j", (text, address) => {
    expect(findLinkedin(text)).toBe(address);
  });

  it.each([
    ["Portfólio: https://ana.dev · (11) 98765-4321", "https://ana.dev"],
    ["github.com/anasouza | linkedin.com/in/ana", "github.com/anasouza"],
    ["www.ana.com.br/projetos, São Paulo - SP", "www.ana.com.br/projetos"],
    ["linkedin.com/in/ana · anasouza.com.br", "anasouza.com.br"],
    ["Portfólio: ana.dev.", "ana.dev"],
  ])("reads the site in %j", (text, address) => {
    expect(findSite(text)).toBe(address);
  });

  it.each([
    "ana.souza@gmail.com",
    "ana.dev@gmail.com",
    "linkedin.com/in/ana",
    "Vendas de R$ 1.200.000",
    "Node.js e Vue.js",
  ])("finds no site in %j", (text) => {
    expect(findSite(text)).toBeNull();
  });
});
