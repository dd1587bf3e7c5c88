import { describe, expect, it } from "vitest";
import { extractResume } from "./extract.ts";
import { line } from "./test-lines.ts";

describe("periods read apart from their entries", () => {
  it("go back to the row they were printed on", () => {
    // A column split read the periods flush right before the first heading, with the header.
    const result = extractResume([
      line("Renata Moura Guimarães", { y: 40, fontSize: 20, bold: true }),
      line("2016 - 2017", { y: 300, x: 480 }),
      line("2008 - 2011", { y: 330, x: 480 }),
      line("Formação", { y: 280, bold: true, gapAbove: 2.5 }),
      line("MBA em Gestão Hoteleira e Turismo", { y: 300, bold: true }),
      line("Universidade de Fortaleza (UNIFOR)", { y: 314 }),
      line("Tecnólogo em Hotelaria", { y: 330, bold: true }),
      line("Instituto Federal do Ceará (IFCE)", { y: 344 }),
    ]);
    expect(result.formacoes).toMatchObject([
      { curso: "MBA em Gestão Hoteleira e Turismo", dataInicio: "2016", dataFim: "2017" },
      { curso: "Tecnólogo em Hotelaria", dataInicio: "2008", dataFim: "2011" },
    ]);
  });

  it("stay where they are when their row is not an entry's or has a period already", () => {
    const result = extractResume([
      line("Renata Moura Guimarães", { y: 40, fontSize: 20, bold: true }),
      line("2015 - 2016", { y: 300, x: 480 }),
      line("Formação", { y: 280, bold: true, gapAbove: 2.5 }),
      line("MBA em Gestão Hoteleira e Turismo", { y: 300, bold: true }),
      line("2016 - 2017", { y: 300, x: 480, sameRow: true }),
      line("Universidade de Fortaleza (UNIFOR)", { y: 314 }),
    ]);
    expect(result.formacoes).toMatchObject([{ dataInicio: "2016", dataFim: "2017" }]);
  });
});
