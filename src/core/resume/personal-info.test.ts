import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { joinCidadeEstado, splitCidadeEstado } from "./personal-info.ts";
import { PersonalInfoFormSchema } from "./personal-info-schema.ts";

const valid = {
  nomeCompleto: "Ana Souza",
  email: "ana@exemplo.com.br",
  telefone: "(11) 98765-4321",
  cidadeEstado: "São Paulo, SP",
  linkedin: "",
  sitePortfolio: "",
};

/** The messages the form would show for one field. */
function errorsFor(field: keyof typeof valid, value: unknown): string[] {
  const result = PersonalInfoFormSchema.safeParse({ ...valid, [field]: value });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe("PersonalInfoFormSchema", () => {
  it("accepts a complete form and trims what was typed", () => {
    const parsed = PersonalInfoFormSchema.parse({ ...valid, nomeCompleto: "  Ana Souza  " });
    expect(parsed.nomeCompleto).toBe("Ana Souza");
  });

  it("asks for a full name of at least 3 characters", () => {
    expect(errorsFor("nomeCompleto", "Al")).toEqual(["Nome completo deve ter pelo menos 3 caracteres"]);
    expect(errorsFor("nomeCompleto", "  Al  ")).toEqual([messages.nomeCompletoMin]);
    expect(errorsFor("nomeCompleto", "Ana")).toEqual([]);
  });

  it("rejects an invalid e-mail", () => {
    expect(errorsFor("email", "ana@")).toEqual(["E-mail inválido"]);
    expect(errorsFor("email", "")).toEqual(["E-mail inválido"]);
    expect(errorsFor("email", "ana.souza@empresa.com")).toEqual([]);
  });

  it("asks for a phone with at least 10 digits", () => {
    expect(errorsFor("telefone", "11 9876")).toEqual(["Telefone deve ter pelo menos 10 dígitos"]);
    // Ten characters of punctuation are not ten digits.
    expect(errorsFor("telefone", "(((( ))))-")).toEqual([messages.telefoneMin]);
    expect(errorsFor("telefone", "1198765432")).toEqual([]);
  });

  it("allows only digits, parentheses, hyphens and spaces in the phone", () => {
    expect(errorsFor("telefone", "11 98765-4321 ramal")).toEqual(["Formato de telefone inválido"]);
    expect(errorsFor("telefone", "+55 11 98765-4321")).toEqual([messages.telefoneFormato]);
    expect(errorsFor("telefone", "(11)  98765 - 4321")).toEqual([]);
  });

  it("requires city and state with at least 3 characters", () => {
    expect(errorsFor("cidadeEstado", "SP")).toEqual(["Cidade e Estado são obrigatórios"]);
    expect(errorsFor("cidadeEstado", "   ")).toEqual([messages.cidadeEstadoObrigatorio]);
    expect(errorsFor("cidadeEstado", "Rio de Janeiro, RJ")).toEqual([]);
  });

  it.each(["linkedin", "sitePortfolio"] as const)("accepts an empty or valid URL in %s", (field) => {
    expect(errorsFor(field, "")).toEqual([]);
    expect(errorsFor(field, "https://www.linkedin.com/in/ana-souza")).toEqual([]);
    expect(errorsFor(field, "anasouza.dev")).toEqual([]);
  });

  it.each([
    "não é um link",
    "ftp://arquivos.com.br",
    "javascript:alert(1)",
    "mailto:ana@site.com",
    "https://localhost",
  ])("rejects %s as a link", (value) => {
    expect(errorsFor("linkedin", value)).toEqual(["URL inválida"]);
    expect(errorsFor("sitePortfolio", value)).toEqual([messages.urlInvalida]);
  });

  it("refuses fields longer than a resume needs with their length message", () => {
    expect(errorsFor("nomeCompleto", "A".repeat(121))).toEqual([
      "Nome completo deve ter no máximo 120 caracteres",
    ]);
    expect(errorsFor("nomeCompleto", ` ${"A".repeat(120)} `)).toEqual([]);
    expect(errorsFor("email", `${"a".repeat(250)}@x.com`)).toEqual([messages.emailMax]);
    expect(errorsFor("telefone", "1".repeat(31))).toEqual([messages.telefoneMax]);
    expect(errorsFor("cidadeEstado", `${"S".repeat(77)}, SP`)).toEqual([messages.cidadeEstadoMax]);
  });

  it("answers a missing field in Portuguese, not with the library's English text", () => {
    const issues = PersonalInfoFormSchema.safeParse({}).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["nomeCompleto", messages.nomeCompletoMin],
      ["email", messages.emailInvalido],
      ["telefone", messages.telefoneMin],
      ["cidadeEstado", messages.cidadeEstadoObrigatorio],
      ["linkedin", messages.urlInvalida],
      ["sitePortfolio", messages.urlInvalida],
    ]);
  });
});

describe("splitCidadeEstado", () => {
  it("splits city and state at the comma", () => {
    expect(splitCidadeEstado("São Paulo, SP")).toEqual({ cidade: "São Paulo", estado: "SP" });
  });

  it("splits at the first comma only", () => {
    expect(splitCidadeEstado("Rio de Janeiro, RJ, Brasil")).toEqual({
      cidade: "Rio de Janeiro",
      estado: "RJ, Brasil",
    });
  });

  it("keeps everything as the city when there is no comma", () => {
    expect(splitCidadeEstado("  Curitiba ")).toEqual({ cidade: "Curitiba", estado: "" });
  });

  it("trims both parts", () => {
    expect(splitCidadeEstado(" Recife ,PE ")).toEqual({ cidade: "Recife", estado: "PE" });
  });
});

describe("joinCidadeEstado", () => {
  it("joins with a comma and a space", () => {
    expect(joinCidadeEstado("São Paulo", "SP")).toBe("São Paulo, SP");
  });

  it("leaves out a missing part", () => {
    expect(joinCidadeEstado("Curitiba", "")).toBe("Curitiba");
    expect(joinCidadeEstado(" ", "SP")).toBe("SP");
    expect(joinCidadeEstado("", "")).toBe("");
  });

  it("gives back what was split, for any 'X, Y' with no comma in X", () => {
    const part = fc
      .string({ minLength: 1 })
      .map((s) => s.trim())
      .filter((s) => s !== "");
    const city = part.filter((s) => !s.includes(","));
    fc.assert(
      fc.property(city, part, (cidade, estado) => {
        const joined = joinCidadeEstado(cidade, estado);
        expect(splitCidadeEstado(joined)).toEqual({ cidade, estado });
        const again = splitCidadeEstado(joined);
        expect(joinCidadeEstado(again.cidade, again.estado)).toBe(joined);
      }),
    );
  });
});
