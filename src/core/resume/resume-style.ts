import type { z } from "zod";
import type { ResumeStyleSchema } from "./resume-style-schema.ts";

/*
 * How a resume looks beyond its template: an accent colour, a font pairing, the order of the sections and
 * the optional sections left out. Every part is optional: what is not chosen is the template's own look, so
 * a resume saved before customisation existed prints exactly as it did.
 */

/** A curated palette: each colour reads as text on white with contrast of at least 4.5:1 (WCAG AA). */
export const ACCENT_COLORS = [
  { id: "azul-petroleo", name: "Azul-petróleo", hex: "#0f5e6b" },
  { id: "azul-marinho", name: "Azul-marinho", hex: "#1f3a68" },
  { id: "verde-floresta", name: "Verde-floresta", hex: "#2d6a3e" },
  { id: "vinho", name: "Vinho", hex: "#8a1c3b" },
  { id: "terracota", name: "Terracota", hex: "#a4432a" },
  { id: "ameixa", name: "Ameixa", hex: "#5b3b8c" },
  { id: "bronze", name: "Bronze", hex: "#7a5a2e" },
  { id: "grafite", name: "Grafite", hex: "#3d4451" },
] as const;
export type AccentColorId = (typeof ACCENT_COLORS)[number]["id"];
export const ACCENT_IDS = ACCENT_COLORS.map((color) => color.id) as [AccentColorId, ...AccentColorId[]];

/** Pairings of the bundled fonts: one for running text, one for the name and the titles. */
export const FONT_PAIRINGS = [
  { id: "classica", name: "Clássica", body: "Source Serif 4", display: "EB Garamond", serif: true },
  { id: "moderna", name: "Moderna", body: "Inter", display: "Inter", serif: false },
  { id: "contemporanea", name: "Contemporânea", body: "Lato", display: "Montserrat", serif: false },
  { id: "refinada", name: "Refinada", body: "EB Garamond", display: "Playfair Display", serif: true },
] as const;
export type FontPairingId = (typeof FONT_PAIRINGS)[number]["id"];
export const FONT_PAIRING_IDS = FONT_PAIRINGS.map((pairing) => pairing.id) as [
  FontPairingId,
  ...FontPairingId[],
];

/** The sections a person can move, in the order of a one-column resume. */
export const ORDERABLE_SECTIONS = [
  "resumo",
  "experiencias",
  "formacoes",
  "hardSkills",
  "softSkills",
] as const;
export type OrderableSection = (typeof ORDERABLE_SECTIONS)[number];
/** Only these may be left out: experience, education and technical skills are what a recruiter looks for. */
export const OPTIONAL_SECTIONS = ["resumo", "softSkills"] as const satisfies readonly OrderableSection[];
export type OptionalSection = (typeof OPTIONAL_SECTIONS)[number];

export const isFullOrder = (order: readonly string[]) =>
  order.length === ORDERABLE_SECTIONS.length && ORDERABLE_SECTIONS.every((key) => order.includes(key));

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);
const isListOf = <T extends string>(values: readonly T[], value: unknown): value is T[] =>
  Array.isArray(value) && value.every((item) => isOneOf(values, item));

/**
 * Stored content read leniently: each part that is unknown or from an older version falls back to default.
 * Written by hand, not with ResumeStyleSchema, so a wizard step reads its draft without loading zod; a test
 * checks both accept the same parts.
 */
export function readResumeStyle(value: unknown): ResumeStyle {
  const source = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const { corDestaque, fontes, ordemSecoes, secoesOcultas } = source;
  const style: ResumeStyle = {};
  if (isOneOf(ACCENT_IDS, corDestaque)) style.corDestaque = corDestaque;
  if (isOneOf(FONT_PAIRING_IDS, fontes)) style.fontes = fontes;
  if (isListOf(ORDERABLE_SECTIONS, ordemSecoes) && isFullOrder(ordemSecoes)) style.ordemSecoes = ordemSecoes;
  if (isListOf(OPTIONAL_SECTIONS, secoesOcultas) && secoesOcultas.length <= OPTIONAL_SECTIONS.length)
    style.secoesOcultas = secoesOcultas;
  return style;
}

export type ResumeStyle = z.infer<typeof ResumeStyleSchema>;

export function accentColor(id: AccentColorId | undefined) {
  return ACCENT_COLORS.find((color) => color.id === id);
}

export function fontPairing(id: FontPairingId | undefined) {
  return FONT_PAIRINGS.find((pairing) => pairing.id === id);
}

/** The sections in the order chosen, or in the standard one-column order. */
export function sectionOrder(style: ResumeStyle): readonly OrderableSection[] {
  return style.ordemSecoes ?? ORDERABLE_SECTIONS;
}

export function isHidden(style: ResumeStyle, section: OrderableSection): boolean {
  return (style.secoesOcultas as readonly string[] | undefined)?.includes(section) ?? false;
}
