import { describe, expect, it } from "vitest";
import { findEmail } from "./contact.ts";
import { cleanPart } from "./entry-parts.ts";
import { pageSegments } from "./segments.ts";
import { parseSkillList } from "./skills.ts";
import { column, item, line } from "./test-lines.ts";
import { joinWrappedHeadings } from "./wrapped-headings.ts";

/*
 * Text read from an uploaded file can be anything: a line of a hundred thousand dots, a page of tens of
 * thousands of rows. Each step must stay linear (or n log n) in it. Nothing here measures time: a step that
 * grows with the square of the input takes minutes on these sizes and blows the generous timeout.
 */

const TIMEOUT_MS = 10_000;
const LONG = 100_000;

describe("reading very long text from an uploaded file", () => {
  it(
    "finds no e-mail in a long run of letters, and still finds one after it",
    () => {
      expect(findEmail("a".repeat(LONG))).toBeNull();
      expect(findEmail(`${"a".repeat(LONG)} ana@exemplo.com.br`)).toBe("ana@exemplo.com.br");
    },
    TIMEOUT_MS,
  );

  it(
    "trims separators around a part with a long run of them inside",
    () => {
      expect(cleanPart(`Acme ${"-".repeat(LONG)} Ltda -- `)).toBe(`Acme ${"-".repeat(LONG)} Ltda`);
    },
    TIMEOUT_MS,
  );

  it(
    "drops a status in brackets, also after long runs of unclosed brackets",
    () => {
      const opened = "(".repeat(LONG);
      expect(cleanPart(`Administração ${opened} UFMG`)).toBe(`Administração ${opened} UFMG`);
      const years = `Administração ${"(2020 ".repeat(2_000)}UFMG`;
      expect(cleanPart(years)).toBe(years);
      expect(cleanPart("Administração (previsão 2026) UFMG")).toBe("Administração UFMG");
      expect(cleanPart("Direito (Bacharelado) (cursando)")).toBe("Direito (Bacharelado)");
      expect(cleanPart("Direito (a (2020) b)")).toBe("Direito b)");
    },
    TIMEOUT_MS,
  );

  it(
    "reads skills from a line with a long dot leader and from many wrapped lines",
    () => {
      expect(parseSkillList(column([`Excel ${".".repeat(LONG)} x`]))).toEqual([]);
      const wrapped = column(["• Atendimento", ...Array.from({ length: 20_000 }, () => "ao cliente")]);
      expect(parseSkillList(wrapped)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "groups a page of 60,000 rows into segments and finds its wrapped headings",
    () => {
      const rows = 60_000;
      const items = Array.from({ length: rows }, (_, i) => item(`Linha ${i}`, 60, 100 + i * 14));
      const segments = pageSegments({ width: 595, height: 842, items });
      expect(segments).toHaveLength(rows);
      expect(joinWrappedHeadings(segments)).toHaveLength(rows);
      const heading = [line("EXPERIÊNCIA", { x: 300, y: 100 }), line("PROFISSIONAL", { x: 300, y: 112 })];
      expect(joinWrappedHeadings([...heading, ...segments]).map((s) => s.text)).toContain(
        "EXPERIÊNCIA PROFISSIONAL",
      );
    },
    TIMEOUT_MS,
  );
});
