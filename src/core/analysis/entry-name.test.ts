import { describe, expect, it } from "vitest";
import { courseName, jobName, quote, shorten } from "./entry-name.ts";

describe("jobName and courseName", () => {
  it("number the entry as the wizard does and say what it is", () => {
    expect(jobName({ cargo: "Vendedor", empresa: "Loja Azul" }, 1)).toBe(
      "Experiência 2 (Vendedor na Loja Azul)",
    );
    expect(jobName({ cargo: "Caixa", empresa: "Acme" }, 0)).toBe("Experiência 1 (Caixa na empresa Acme)");
    expect(jobName({ cargo: "Pedreiro", empresa: "Autônomo" }, 0)).toBe(
      "Experiência 1 (Pedreiro de forma autônoma)",
    );
    expect(jobName({ cargo: " ", empresa: "Loja Azul" }, 2)).toBe("Experiência 3 (Loja Azul)");
    expect(jobName({ cargo: "", empresa: "" }, 0)).toBe("Experiência 1");
    expect(courseName({ curso: "Técnico em Logística", instituicao: "Senac" }, 0)).toBe(
      "Formação 1 (Técnico em Logística)",
    );
    expect(courseName({ curso: "", instituicao: "Senac" }, 1)).toBe("Formação 2 (Senac)");
  });

  it("cut long names between words", () => {
    const name = jobName(
      { cargo: "Professora Convidada de Marketing de Performance Digital", empresa: "Escola X" },
      0,
    );
    expect(name).toBe("Experiência 1 (Professora Convidada de Marketing de… na Escola X)");
  });
});

describe("quote and shorten", () => {
  it("quote the person's words on one line", () => {
    expect(quote("  Atendi\n  clientes ")).toBe("“Atendi clientes”");
  });

  it("keep a short text whole and cut a long one at most to the limit", () => {
    expect(shorten("Atendi", 6)).toBe("Atendi");
    expect(shorten("Atendi clientes no balcão", 20)).toBe("Atendi clientes no…");
    expect(Array.from(shorten("😀".repeat(30), 10))).toHaveLength(10);
  });
});
