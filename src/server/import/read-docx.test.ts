import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
} from "docx";
import { describe, expect, it } from "vitest";
import { ImportFailure, parseResume } from "./parse-resume.ts";
import { readDocx } from "./read-docx.ts";
import { zipArchive } from "./testing/zip-archive.ts";
import { MAX_TOTAL_BYTES } from "./unzip.ts";

async function docxBytes(contactIn: "header" | "footer" = "header"): Promise<Uint8Array> {
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const contact = {
    default: new (contactIn === "header" ? Header : Footer)({
      children: [
        new Paragraph({
          children: [new TextRun("(61) 90000-0016 · fernanda@example.com.br · Brasília – DF")],
        }),
      ],
    }),
  };
  const doc = new Document({
    sections: [
      {
        ...(contactIn === "header" ? { headers: contact } : { footers: contact }),
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: "Fernanda Lúcia Carvalho", bold: true, size: 48 })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: "Advogada Tributarista", size: 26 })],
          }),
          heading("Perfil Profissional"),
          new Paragraph("Advogada com 12 anos de atuação em Direito Tributário e Constitucional."),
          heading("Experiência Profissional"),
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
            children: [
              new TextRun({ text: "Advogada Sócia — Carvalho & Mendes Advogados", bold: true }),
              new TextRun("\tJaneiro de 2019 até o momento"),
            ],
          }),
          new Paragraph({ text: "Coordenação da área tributária.", bullet: { level: 0 } }),
          heading("Formação Acadêmica"),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph("2009 – 2013")] }),
                  new TableCell({
                    children: [
                      new Paragraph({
                        children: [new TextRun({ text: "Bacharelado em Direito", bold: true })],
                      }),
                      new Paragraph("Universidade de Brasília (UnB)"),
                    ],
                  }),
                ],
              }),
            ],
          }),
          heading("Competências"),
          new Paragraph("Direito Tributário; Argumentação; Negociação."),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe("readDocx", () => {
  it("reads the page header first, paragraphs with their weight, tab parts on one row and table cells", async () => {
    const lines = await readDocx(await docxBytes());
    expect(lines[0]?.text).toContain("fernanda@example.com.br");
    const name = lines.find((l) => l.text === "Fernanda Lúcia Carvalho");
    expect(name).toMatchObject({ bold: true, fontSize: 24 });
    const date = lines.find((l) => l.text === "Janeiro de 2019 até o momento");
    expect(date?.sameRow).toBe(true);
    expect(lines.find((l) => l.text.includes("Coordenação"))?.text).toBe("• Coordenação da área tributária.");
    const texts = lines.map((l) => l.text);
    expect(texts.indexOf("2009 – 2013")).toBeLessThan(texts.indexOf("Bacharelado em Direito"));
  });
});

describe("parseResume on a DOCX", () => {
  it("reads contact data kept in the page footer", async () => {
    const extracted = await parseResume(await docxBytes("footer"), "docx");
    expect(extracted).toMatchObject({
      nome: "Fernanda Lúcia Carvalho",
      email: "fernanda@example.com.br",
      telefone: "(61) 90000-0016",
      cidade: "Brasília",
      estado: "DF",
    });
  });

  it("extracts the resume, including contact data kept in the page header", async () => {
    const extracted = await parseResume(await docxBytes(), "docx");
    expect(extracted).toMatchObject({
      nome: "Fernanda Lúcia Carvalho",
      email: "fernanda@example.com.br",
      telefone: "(61) 90000-0016",
      cidade: "Brasília",
      estado: "DF",
      cargo: "Advogada Tributarista",
      experiencias: [
        {
          empresa: "Carvalho & Mendes Advogados",
          cargo: "Advogada Sócia",
          dataInicio: "2019-01",
          dataFim: null,
          atual: true,
        },
      ],
      formacoes: [
        {
          instituicao: "Universidade de Brasília (UnB)",
          curso: "Bacharelado em Direito",
          dataInicio: "2009",
          dataFim: "2013",
          situacao: "concluido",
        },
      ],
    });
    expect([...extracted.hardSkills, ...extracted.softSkills].sort()).toEqual(
      ["Argumentação", "Direito Tributário", "Negociação"].sort(),
    );
  });

  it("refuses a file that is not a DOCX", async () => {
    const notZip = new TextEncoder().encode("PK this is not really a zip file");
    await expect(parseResume(notZip, "docx")).rejects.toBeInstanceOf(ImportFailure);
    const zipWithoutDocument = await docxBytes();
    // Corrupt the central directory signature: the archive cannot be read.
    const broken = zipWithoutDocument.slice();
    const end = broken.length - 22;
    broken.fill(0, end - 100, end);
    await expect(parseResume(broken, "docx")).rejects.toMatchObject({ reason: "unreadable" });
  });

  it("refuses a zip bomb: parts that each stay under the part limit but together inflate past the total", async () => {
    const document = new TextEncoder().encode(
      "<w:document><w:body><w:p><w:r><w:t>Ana Souza</w:t></w:r></w:p></w:body></w:document>",
    );
    // Four page headers of 16 MB of spaces each: 64 KB in the archive, 64 MB once inflated.
    const header = new Uint8Array(16 * 1024 * 1024).fill(0x20);
    const headers = [1, 2, 3, 4].map((n) => ({ name: `word/header${n}.xml`, data: header }));
    const bomb = zipArchive([{ name: "word/document.xml", data: document }, ...headers]);
    expect(bomb.byteLength).toBeLessThan(256 * 1024);
    expect(4 * header.byteLength).toBeGreaterThan(MAX_TOTAL_BYTES);
    await expect(parseResume(bomb, "docx")).rejects.toMatchObject({ reason: "unreadable" });
    // The same parts, fewer of them: read as usual.
    const fine = zipArchive([
      { name: "word/document.xml", data: document },
      headers[0] as (typeof headers)[0],
    ]);
    await expect(readDocx(fine)).resolves.toEqual([expect.objectContaining({ text: "Ana Souza" })]);
  });
});
