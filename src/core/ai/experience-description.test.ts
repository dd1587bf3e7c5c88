import { describe, expect, it } from "vitest";
import { canGenerateExperienceDescription, generateExperienceDescription } from "./experience-description.ts";
import { EXPERIENCE_LINES } from "./experience-lines.ts";
import { ROLE_FAMILIES } from "./role-family.ts";

const lines = (text: string) => text.split("\n");
const firstWords = (text: string) => lines(text).map((line) => line.slice(2).split(" ")[0] ?? "");

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

describe("generateExperienceDescription", () => {
  const job = { empresa: "Acme Logística", cargo: "Desenvolvedora Full Stack" };

  it("writes 3 or 4 bullets that start with '• ' and a capitalised verb", () => {
    for (let seed = 0; seed < 20; seed++) {
      const text = generateExperienceDescription(job, seed);
      expect(lines(text).length).toBeGreaterThanOrEqual(3);
      expect(lines(text).length).toBeLessThanOrEqual(4);
      for (const line of lines(text)) expect(line).toMatch(/^• [A-ZÀ-Ú][a-zà-ú]+ /);
    }
  });

  it("uses the present for a current job and the past otherwise", () => {
    for (let seed = 0; seed < 10; seed++) {
      expect(
        firstWords(generateExperienceDescription({ ...job, atual: true }, seed)).every((w) =>
          w.endsWith("o"),
        ),
      ).toBe(true);
      expect(
        firstWords(generateExperienceDescription({ ...job, atual: false }, seed)).some((w) =>
          w.endsWith("o"),
        ),
      ).toBe(false);
    }
    expect(generateExperienceDescription(job)).toBe(generateExperienceDescription({ ...job, atual: false }));
  });

  it("names the company exactly once", () => {
    for (let seed = 0; seed < 10; seed++) {
      expect(generateExperienceDescription(job, seed).split("Acme Logística")).toHaveLength(2);
    }
  });

  it("puts the right article before companies whose name says what they are", () => {
    expect(generateExperienceDescription({ empresa: "Banco do Brasil", cargo: "Caixa" })).toContain(
      "no Banco do Brasil",
    );
    expect(generateExperienceDescription({ empresa: "Acme", cargo: "Caixa" })).toContain("na empresa Acme");
  });

  it("speaks of self-employment without naming it as a company", () => {
    const text = generateExperienceDescription({ empresa: "Autônoma", cargo: "Designer", atual: true });
    expect(lines(text)[0]).toMatch(/^• Atuo de forma autônoma na função de Designer, /);
    expect(text).not.toContain("na empresa");
  });

  it.each([
    ["Desenvolvedor Back-end", /aplicações web|novas funcionalidades/],
    ["Analista de Dados", /painéis e relatórios|análises/],
    ["Analista de Marketing", /campanhas digitais|redes sociais/],
    ["Vendedora", /negociações|metas comerciais/],
    ["Assistente Administrativo", /rotinas administrativas|rotina do escritório/],
    ["Analista de RH", /recrutamento e seleção|departamento pessoal/],
    ["Atendente de Call Center", /clientes por telefone|suporte aos clientes/],
    ["Estoquista", /mercadorias|separação de pedidos/],
    ["Motorista", /entregas e coletas|rotas de entrega/],
    ["Enfermeira", /assistência a pacientes|equipe multidisciplinar/],
    ["Professor de História", /aulas|projetos pedagógicos/],
    ["Designer Gráfico", /interfaces e peças visuais|projetos de design/],
    ["Engenheiro Civil", /projetos|estudos técnicos/],
    ["Advogada", /petições|processos judiciais/],
    ["Garçom", /atividades da função|resultados da equipe/],
  ])("writes about the work of a %s", (cargo, expected) => {
    for (const seed of [0, 1])
      expect(lines(generateExperienceDescription({ empresa: "Acme", cargo }, seed))[0]).toMatch(expected);
  });

  it("is the same for the same seed and different for the next one", () => {
    expect(generateExperienceDescription(job, 4)).toBe(generateExperienceDescription(job, 4));
    for (let seed = 0; seed < 10; seed++) {
      expect(generateExperienceDescription(job, seed + 1)).not.toBe(generateExperienceDescription(job, seed));
    }
  });

  it("always gives the form at least 10 characters, even without company or role", () => {
    const text = generateExperienceDescription({ empresa: "", cargo: "" });
    expect(text.length).toBeGreaterThanOrEqual(10);
    expect(text).not.toMatch(/ ,| {2}|\{em\}/);
  });
});

describe("EXPERIENCE_LINES", () => {
  it.each(ROLE_FAMILIES)("has, for %s, two company bullets and enough others, with both tenses", (family) => {
    const { company, plain } = EXPERIENCE_LINES[family];
    expect(company).toHaveLength(2);
    expect(plain.length).toBeGreaterThanOrEqual(4);
    for (const line of company) expect(line.split("{em}")).toHaveLength(2);
    for (const line of [...company, ...plain]) {
      const [present, past, rest] = line.split("|");
      expect(line.split("|")).toHaveLength(3);
      expect(present?.split(" ")[0]).toMatch(/o$/);
      expect(past?.split(" ")[0]).not.toMatch(/o$/);
      expect(rest).toMatch(/\.$/);
    }
    for (const line of plain) expect(line).not.toContain("{em}");
  });
});
