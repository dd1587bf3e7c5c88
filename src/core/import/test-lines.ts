import type { Line } from "./reading-order.ts";
import type { TextItem } from "./text-item.ts";

/** Test helper: a line of body text; override what matters. */
export function line(text: string, overrides: Partial<Line> = {}): Line {
  return {
    text,
    page: 0,
    x: 60,
    xEnd: 60 + text.length * 5,
    y: 0,
    fontSize: 10,
    bold: false,
    upper: /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text),
    sameRow: false,
    gapAbove: 1.3,
    ...overrides,
  };
}

/** Lines of a simple one-column document, each placed below the previous one. */
export function column(specs: (string | [string, Partial<Line>])[]): Line[] {
  let y = 60;
  return specs.map((spec) => {
    const [text, overrides] = typeof spec === "string" ? [spec, {}] : spec;
    const built = line(text, overrides);
    if (!built.sameRow)
      y += (built.fontSize ?? 10) * (Number.isFinite(built.gapAbove) ? built.gapAbove : 1.3);
    return { ...built, y };
  });
}

/** Test helper: a positioned text item. */
export function item(text: string, x: number, y: number, overrides: Partial<TextItem> = {}): TextItem {
  const fontSize = overrides.fontSize ?? 10;
  return {
    text,
    page: 0,
    x,
    y,
    width: text.length * fontSize * 0.5,
    fontSize,
    bold: false,
    font: "f1",
    ...overrides,
  };
}
