import { describe, expect, it } from "vitest";
import { generateExperienceDescription } from "./experience-description.ts";
import { EXPERIENCE_LINES } from "./experience-lines.ts";
import { ROLE_FAMILIES, type RoleFamily } from "./role-family.ts";

const lines = (text: string) => text.split("\n");
const firstWords = (text: string) => lines(text).map((line) => line.slice(2).split(" ")[0] ?? "");

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
    ["Representante Comercial", /negociações|metas comerciais/],
    ["Assistente Administrativo", /rotinas administrativas|rotina do escritório/],
    ["Analista de RH", /recrutamento e seleção|departamento pessoal/],
    ["Atendente", /clientes .*com agilidade|atendimento ao público/],
    ["Operadora de Telemarketing", /atendimento telefônico|clientes por telefone/],
    ["Recepcionista", /clientes e visitantes|atendimento da recepção/],
    ["Vendedora", /encontrar o produto certo|organização da loja/],
    ["Operador de caixa", /frente de caixa|atendimento de caixa/],
    ["Repositor", /gôndolas|reposição de mercadorias/],
    ["Estoquista", /mercadorias|separação de pedidos/],
    ["Motorista", /entregas e coletas|rotas de entrega/],
    ["Auxiliar de limpeza", /limpeza e a conservação|higienização/],
    ["Auxiliar de cozinha", /alimentos|rotina da cozinha/],
    ["Pedreiro", /obras, reformas|construção e manutenção/],
    ["Enfermeira", /assistência a pacientes|equipe multidisciplinar/],
    ["Cuidadora de idosos", /cuidados diários|rotina de cuidados/],
    ["Professor de História", /aulas|projetos pedagógicos/],
    ["Auxiliar de classe", /atividades em sala|rotina escolar/],
    ["Jovem Aprendiz", /programa Jovem Aprendiz|rotinas do setor/],
    ["Designer Gráfico", /interfaces e peças visuais|projetos de design/],
    ["Engenheiro Civil", /projetos|estudos técnicos/],
    ["Advogada", /petições|processos judiciais/],
    ["Garçom", /atividades da função|resultados da equipe/],
  ])("writes about the work of a %s", (cargo, expected) => {
    for (const seed of [0, 1])
      expect(lines(generateExperienceDescription({ empresa: "Acme", cargo }, seed))[0]).toMatch(expected);
  });

  it("gives a supermarket stock assistant supermarket and stock work, nothing of marketing", () => {
    for (const cargo of ["Repositor", "Auxiliar de estoque", "Repositora de mercadorias"]) {
      for (let seed = 0; seed < 12; seed++) {
        const text = generateExperienceDescription({ empresa: "Supermercado Bom Preço", cargo }, seed);
        for (const line of lines(text)) expect(["supermercado", "logistica"]).toContain(familyOf(line));
        expect(text).not.toMatch(/blog|SEO|marketing|campanha|redes sociais|leads|conteúdo/i);
      }
    }
  });

  it("gives a role it does not know the neutral bullets, never another field's", () => {
    const family = (cargo: string, seed: number) =>
      lines(generateExperienceDescription({ empresa: "Acme", cargo }, seed)).map(familyOf);
    for (const cargo of ["Garçom", "Analista", "Operador de máquinas", "Babá", "Caixa"]) {
      for (let seed = 0; seed < 8; seed++)
        expect(new Set(family(cargo, seed))).toEqual(new Set(["generico"]));
    }
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

/** The family a written bullet comes from, found by the fixed part of its line. */
function familyOf(bulletText: string): RoleFamily | undefined {
  return ROLE_FAMILIES.find((family) => {
    const { company, plain } = EXPERIENCE_LINES[family];
    return [...company, ...plain].some((line) => {
      const rest = line.split("|")[2] ?? "";
      return bulletText.includes(rest.split("{em}")[1] ?? rest);
    });
  });
}

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
