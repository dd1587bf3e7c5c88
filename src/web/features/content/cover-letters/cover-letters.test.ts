import { describe, expect, it } from "vitest";
import { coverLetters, coverLetterTips } from "./cover-letters.ts";

describe("cover letters", () => {
  it("has the three letters of the spec, with unique tab ids", () => {
    expect(coverLetters.map((l) => l.label)).toEqual([
      "Primeiro emprego",
      "Transição de carreira",
      "Profissional experiente",
    ]);
    expect(new Set(coverLetters.map((l) => l.id)).size).toBe(3);
  });

  it.each(coverLetters.map((l) => [l.id, l] as const))("%s is a complete letter", (_, letter) => {
    const words = letter.content.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(180);
    expect(words).toBeLessThanOrEqual(450);
    // Place and date, a greeting, a sign-off and fictional contact details only.
    expect(letter.content).toMatch(/^[A-ZÀ-Ú][\p{L} ]+, \d{1,2} de [a-zç]+ de \d{4}\n/u);
    expect(letter.content).toMatch(/\n(Atenciosamente|Um abraço),\n/);
    expect(letter.content).toMatch(/\(\d{2}\) 90000-\d{4}/);
    const emails = letter.content.match(/\S+@\S+/g) ?? [];
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email).toMatch(/@example\.com$/);
  });

  it("has five tips", () => {
    expect(coverLetterTips).toHaveLength(5);
    expect(new Set(coverLetterTips.map((t) => t.title)).size).toBe(5);
  });
});
