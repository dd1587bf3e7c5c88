import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { ResumeDataSchema } from "./resume-data-schema.ts";
import {
  ACCENT_COLORS,
  FONT_PAIRINGS,
  OPTIONAL_SECTIONS,
  ORDERABLE_SECTIONS,
  type ResumeStyle,
  readResumeStyle,
} from "./resume-style.ts";
import { ResumeStyleSchema } from "./resume-style-schema.ts";

/** WCAG 2 relative luminance of an sRGB colour written '#rrggbb'. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

describe("accent palette", () => {
  it("has 6 to 8 colours, each readable as text on white (WCAG AA, at least 4.5:1)", () => {
    expect(ACCENT_COLORS.length).toBeGreaterThanOrEqual(6);
    expect(ACCENT_COLORS.length).toBeLessThanOrEqual(8);
    for (const color of ACCENT_COLORS) {
      expect(contrastOnWhite(color.hex), color.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("computes contrast as WCAG does", () => {
    expect(contrastOnWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastOnWhite("#767676")).toBeCloseTo(4.54, 2);
    expect(contrastOnWhite("#777777")).toBeLessThan(4.5);
  });
});

describe("resume style", () => {
  it("is empty by default: every part is the template's own look", () => {
    expect(ResumeDataSchema.parse({}).estilo).toEqual({});
  });

  it("keeps a valid choice", () => {
    const estilo = {
      corDestaque: "vinho",
      fontes: "refinada",
      ordemSecoes: ["experiencias", "resumo", "formacoes", "softSkills", "hardSkills"],
      secoesOcultas: ["softSkills"],
    };
    expect(ResumeDataSchema.parse({ estilo }).estilo).toEqual(estilo);
  });

  it("refuses unknown colours, incomplete orders and hiding a required section, in Portuguese", () => {
    const issues = (estilo: unknown) =>
      ResumeStyleSchema.safeParse(estilo).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ corDestaque: "rosa-choque" })).toEqual([messages.corDestaqueDesconhecida]);
    expect(issues({ fontes: "comic" })).toEqual([messages.fontesDesconhecidas]);
    expect(issues({ ordemSecoes: ["resumo", "resumo", "formacoes", "hardSkills", "softSkills"] })).toEqual([
      messages.ordemSecoesInvalida,
    ]);
    expect(issues({ secoesOcultas: ["experiencias"] })).toEqual([messages.secaoObrigatoria]);
  });

  it("reads old or unknown stored content as defaults, keeping the parts that are still valid", () => {
    expect(ResumeDataSchema.parse({ estilo: "azul" }).estilo).toEqual({});
    expect(ResumeDataSchema.parse({ estilo: null }).estilo).toEqual({});
    expect(
      ResumeDataSchema.parse({
        estilo: { corDestaque: "neon", fontes: "moderna", secoesOcultas: ["formacoes"] },
      }).estilo,
    ).toEqual({ fontes: "moderna" });
    expect(readResumeStyle({ ordemSecoes: ["resumo"], corDestaque: "grafite" })).toEqual({
      corDestaque: "grafite",
    });
  });
});

describe("readResumeStyle", () => {
  // The wizard reads stored drafts without zod: the hand-written reader must keep exactly what the schema
  // accepts, part by part.
  const bySchema = (value: unknown): ResumeStyle => {
    const source = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
    const style: Record<string, unknown> = {};
    for (const [key, part] of Object.entries(ResumeStyleSchema.shape)) {
      const parsed = part.safeParse(source[key]);
      if (parsed.success && parsed.data !== undefined) style[key] = parsed.data;
    }
    return style;
  };
  const word = fc.constantFrom(
    ...ACCENT_COLORS.map((color) => color.id),
    ...FONT_PAIRINGS.map((pairing) => pairing.id),
    ...ORDERABLE_SECTIONS,
    "neon",
    "",
  );
  const part = fc.oneof(
    word,
    fc.array(word, { maxLength: 6 }),
    fc.shuffledSubarray([...ORDERABLE_SECTIONS]),
    fc.array(fc.constantFrom(...OPTIONAL_SECTIONS), { maxLength: 3 }),
    fc.anything(),
  );
  const stored = fc.oneof(
    fc.record(
      { corDestaque: part, fontes: part, ordemSecoes: part, secoesOcultas: part },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );

  it("keeps the same parts as ResumeStyleSchema, for any stored value", () => {
    fc.assert(
      fc.property(stored, (value) => {
        expect(readResumeStyle(value)).toEqual(bySchema(value));
      }),
      { numRuns: 2000 },
    );
  });
});
