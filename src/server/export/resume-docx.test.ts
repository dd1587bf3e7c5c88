import fc from "fast-check";
import JSZip from "jszip";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { emptyResumeData } from "#core/resume/resume-data.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { maximalResume } from "#core/testing/maximal-resume.ts";
import { resumeLanguage } from "#core/view/languages/languages.ts";
import { buildResumeDocx } from "./resume-docx.ts";

// Characters XML 1.0 forbids: one of them in a part makes Word refuse the whole file.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

async function parts(docx: Buffer) {
  const zip = await JSZip.loadAsync(docx);
  const read = async (path: string) => (await zip.file(path)?.async("string")) ?? "";
  return { document: await read("word/document.xml"), core: await read("docProps/core.xml") };
}

describe("buildResumeDocx", () => {
  it("writes pasted control characters and markup as a file Word can open", async () => {
    const data = {
      ...sampleResume,
      nome: "Ana & Bia <Souza>\u0001",
      resumo: "Resumo com \u0007sino e \u000bvertical.",
      hardSkills: ["C#", "<script>alert(1)</script>"],
    };
    const docx = await buildResumeDocx({ data, title: "Currículo \u0002& cia" });
    const { document, core } = await parts(docx);
    expect(document).not.toMatch(XML_INVALID);
    expect(core).not.toMatch(XML_INVALID);
    expect(core).toContain("<dc:title>Currículo &amp; cia</dc:title>");
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    expect(html).toContain("<h1>Ana &amp; Bia &lt;Souza&gt;</h1>");
    expect(html).toContain("<li>&lt;script&gt;alert(1)&lt;/script&gt;</li>");
    expect(html).toContain("<p>Resumo com sino e vertical.</p>");
  });

  it("prints LinkedIn and site with the contacts, as links", async () => {
    const docx = await buildResumeDocx({
      data: { ...sampleResume, sitePortfolio: "camila.dev" },
      title: "CV",
    });
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    expect(html).toContain(
      '<a href="https://linkedin.com/in/camila-ferreira-lima">LinkedIn: linkedin.com/in/camila-ferreira-lima</a>',
    );
    expect(html).toContain('<a href="https://camila.dev/">Site: camila.dev</a>');
  });

  it("follows the resume's style: its section order, hidden sections, accent colour and fonts", async () => {
    const data = {
      ...sampleResume,
      estilo: {
        corDestaque: "vinho" as const,
        fontes: "contemporanea" as const,
        ordemSecoes: [
          "formacoes" as const,
          "hardSkills" as const,
          "experiencias" as const,
          "resumo" as const,
          "softSkills" as const,
        ],
        secoesOcultas: ["softSkills" as const],
      },
    };
    const docx = await buildResumeDocx({ data, title: "CV" });
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    const at = (title: string) => html.indexOf(title);
    expect(at("Formação Acadêmica")).toBeGreaterThan(-1);
    expect(at("Formação Acadêmica")).toBeLessThan(at("Habilidades Técnicas"));
    expect(at("Habilidades Técnicas")).toBeLessThan(at("Experiência Profissional"));
    expect(at("Experiência Profissional")).toBeLessThan(at("Resumo Profissional"));
    expect(html).not.toContain("Competências Comportamentais");
    // The headings' colour and the fonts are set in the document's styles.
    const styles = (await (await JSZip.loadAsync(docx)).file("word/styles.xml")?.async("string")) ?? "";
    expect(styles.toLowerCase()).toContain("8a1c3b");
    expect(styles).toContain("Lato");
  });

  it("makes a valid, empty document of an empty resume, authored by Vitae", async () => {
    const docx = await buildResumeDocx({ data: emptyResumeData(), title: "Meu Currículo" });
    const { value, messages } = await mammoth.convertToHtml({ buffer: docx });
    expect(value).toBe("");
    expect(messages).toEqual([]);
    expect((await parts(docx)).core).toContain("<dc:creator>Vitae</dc:creator>");
  });

  it("heads an entry with its company when the role is missing, and skips a heading-less one", async () => {
    const data = {
      ...emptyResumeData(),
      experiencias: [
        { empresa: "Acme", cargo: "", dataInicio: "2020-01", dataFim: "", atual: true, descricao: "" },
        { empresa: "", cargo: "", dataInicio: "", dataFim: "", atual: false, descricao: "Só a descrição." },
      ],
    };
    const { value } = await mammoth.convertToHtml({ buffer: await buildResumeDocx({ data, title: "x" }) });
    expect(value).toBe(
      "<h2>Experiência Profissional</h2><h3>Acme</h3><p>jan/2020 - Atual</p><p>Só a descrição.</p>",
    );
  });

  it.each([
    [
      "en",
      "en-US",
      "Resume created with Vitae",
      "<h2>Work Experience</h2><h3>Analyst</h3><p>Acme · Mar 2021 - Present</p>",
      "<h2>Education</h2><h3>Computer Science</h3><p>USP · Feb 2014 - Dec 2018 · Completed</p>",
      "Email: ana@example.com",
    ],
    [
      "es",
      "es-ES",
      "Currículum creado con Vitae",
      "<h2>Experiencia profesional</h2><h3>Analyst</h3><p>Acme · mar. 2021 - Actualidad</p>",
      "<h2>Formación académica</h2><h3>Computer Science</h3><p>USP · feb. 2014 - dic. 2018 · Finalizado</p>",
      "Correo: ana@example.com",
    ],
  ] as const)(
    "writes the headings, dates, labels and proofing language in %s",
    async (idioma, lang, description, job, course, email) => {
      const data = {
        ...emptyResumeData(),
        idioma,
        email: "ana@example.com",
        experiencias: [
          {
            empresa: "Acme",
            cargo: "Analyst",
            dataInicio: "2021-03",
            dataFim: "",
            atual: true,
            descricao: "",
          },
        ],
        formacoes: [
          {
            instituicao: "USP",
            curso: "Computer Science",
            dataInicio: "2014-02",
            dataFim: "2018-12",
            situacao: "concluido" as const,
          },
        ],
        hardSkills: ["SQL"],
      };
      const docx = await buildResumeDocx({ data, title: "CV" });
      const { value } = await mammoth.convertToHtml({ buffer: docx });
      expect(value).toContain(job);
      expect(value).toContain(course);
      expect(value).toContain(email);
      expect(value).toContain(`<h2>${resumeLanguage(idioma).titles.hardSkills}</h2>`);
      const zip = await JSZip.loadAsync(docx);
      expect(await zip.file("word/styles.xml")?.async("string")).toContain(`w:val="${lang}"`);
      expect((await parts(docx)).core).toContain(description);
    },
  );

  it("writes a resume at every cap (decision 0020) whole, as a file Word can open", async () => {
    await fc.assert(
      fc.asyncProperty(maximalResume, async (data) => {
        const docx = await buildResumeDocx({ data, title: data.nome });
        const { document } = await parts(docx);
        expect(document).not.toMatch(XML_INVALID);
        const { value: text, messages } = await mammoth.extractRawText({ buffer: docx });
        expect(messages).toEqual([]);
        expect(text).toContain("s99x");
        expect(text.split(resumeLanguage(data.idioma).titles.experiencias)).toHaveLength(2);
      }),
      { numRuns: 3 },
    );
  }, 120_000);
});
