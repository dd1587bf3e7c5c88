import { describe, expect, it } from "vitest";
import { generateExperienceDescription } from "./experience-description.ts";
import { appendSuggestions, canGenerateExperienceDescription } from "./experience-suggestion-rules.ts";

describe("canGenerateExperienceDescription", () => {
  it("needs both the company and the role", () => {
    expect(canGenerateExperienceDescription({ empresa: "Acme", cargo: "Vendedor" })).toBe(true);
    expect(canGenerateExperienceDescription({ empresa: "", cargo: "Vendedor" })).toBe(false);
    expect(canGenerateExperienceDescription({ empresa: "Acme", cargo: "   " })).toBe(false);
  });

  it("uses the form's minimum of 2 characters, after trimming", () => {
    expect(canGenerateExperienceDescription({ empresa: "GE", cargo: "TI" })).toBe(true);
    expect(canGenerateExperienceDescription({ empresa: " G ", cargo: "Vendedor" })).toBe(false);
  });
});

describe("appendSuggestions", () => {
  const suggestion = "• Primeira sugestão.\n• Segunda sugestão.";

  it("keeps the person's text as written and adds the bullets on new lines", () => {
    expect(appendSuggestions("Atendi clientes no balcão.\n\n", suggestion)).toBe(
      "Atendi clientes no balcão.\n• Primeira sugestão.\n• Segunda sugestão.",
    );
    expect(appendSuggestions("  Minhas palavras  ", suggestion)).toMatch(/^ {2}Minhas palavras\n• Primeira/);
  });

  it("adds only the whole bullets that fit the description's limit", () => {
    const own = "x".repeat(30);
    expect(appendSuggestions(own, suggestion, 30 + 21)).toBe(`${own}\n• Primeira sugestão.`);
    expect(appendSuggestions(own, suggestion, 40)).toBeUndefined();
    expect(
      appendSuggestions(
        "x".repeat(2990),
        generateExperienceDescription({ empresa: "Acme", cargo: "Repositor" }),
      ),
    ).toBeUndefined();
  });
});
