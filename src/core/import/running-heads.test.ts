import { describe, expect, it } from "vitest";
import { withoutRunningHeads } from "./running-heads.ts";
import type { Segment } from "./segments.ts";

const segment = (text: string, page: number, y: number): Segment => ({
  text,
  page,
  x: 60,
  xEnd: 300,
  y,
  fontSize: 10,
  bold: false,
  upper: false,
});

const page = (n: number, body: string[]) => [
  segment("Curriculum vitae · Tomás Vasconcelos", n, 40),
  ...body.map((text, i) => segment(text, n, 100 + 20 * i)),
  segment("(41) 90000-0107 · tomas@example.com", n, 780),
  segment(`© União Europeia | Página ${n + 1} / 2`, n, 800),
];

describe("withoutRunningHeads", () => {
  it("reads a head and a contact footer once and leaves the repeated boilerplate out", () => {
    const [first, second] = withoutRunningHeads([
      page(0, ["Experiência profissional", "Coordenador de Logística"]),
      page(1, ["Formação", "MBA em Logística"]),
    ]);
    expect(first?.map((s) => s.text)).toEqual([
      "Curriculum vitae · Tomás Vasconcelos",
      "Experiência profissional",
      "Coordenador de Logística",
      "(41) 90000-0107 · tomas@example.com",
    ]);
    expect(second?.map((s) => s.text)).toEqual(["Formação", "MBA em Logística"]);
  });

  it("leaves a one-page resume as it is", () => {
    const one = [page(0, ["Resumo"])];
    expect(withoutRunningHeads(one)).toEqual(one);
  });
});
