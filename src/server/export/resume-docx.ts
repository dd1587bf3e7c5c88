import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  type ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { accentColor, fontPairing, type OrderableSection } from "#core/resume/resume-style.ts";
import { descriptionBlocks } from "#core/view/description-blocks.ts";
import { contactLine, orderSections, type ResumeView, toResumeView } from "#core/view/resume-view.ts";
import { docxPhoto } from "./docx-photo.ts";
import { xmlSafe, xmlSafeText } from "./xml-text.ts";

/*
 * The resume as an editable Word document: the name is a Heading 1, each section a Heading 2, each entry a
 * Heading 3 (so Word's navigation pane and screen readers list them), description bullets and skills are real
 * bulleted lists, on A4 with the resume's language as the proofing language. The photo, where the template
 * prints one, floats at the top right.
 */

const BULLETS = "marcadores";
const ACCENT = "1F4E79";
// Twentieths of a point: A4 is 210 x 297 mm; 2 cm margins.
const A4 = { width: 11906, height: 16838 };
const MARGIN = 1134;

export type ResumeDocxOptions = { data: ResumeData; title: string };

export async function buildResumeDocx({ data, title }: ResumeDocxOptions): Promise<Buffer> {
  const resume = xmlSafe(toResumeView(data));
  // The resume's own accent and fonts where Word can show them; a computer without the font uses its own.
  const accent = accentColor(data.estilo.corDestaque)?.hex.slice(1) ?? ACCENT;
  const pairing = fontPairing(data.estilo.fontes);
  const bodyFont = pairing?.body ?? "Calibri";
  const titleFont = pairing?.display ?? "Calibri";
  const document = new Document({
    title: xmlSafeText(title),
    creator: resume.nome || "Vitae",
    lastModifiedBy: "Vitae",
    description: resume.language.docxDescription,
    styles: {
      default: {
        document: { run: { font: bodyFont, size: 22, language: { value: resume.language.wordLang } } },
        heading1: { run: { font: titleFont, size: 40, bold: true, color: accent } },
        heading2: {
          run: { font: titleFont, size: 26, bold: true, color: accent, allCaps: true },
          paragraph: {
            spacing: { before: 320, after: 120 },
            border: { bottom: { style: "single", size: 6, color: accent, space: 2 } },
          },
        },
        heading3: {
          run: { font: bodyFont, size: 23, bold: true, color: "000000" },
          paragraph: { spacing: { before: 200, after: 40 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: { size: A4, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } },
        },
        children: body(resume, docxPhoto(resume, data.templateId)),
      },
    ],
  });
  return Packer.toBuffer(document);
}

function body(resume: ResumeView, photo: ImageRun | null): Paragraph[] {
  const children: Paragraph[] = [];
  if (resume.nome) {
    const name = [...(photo ? [photo] : []), new TextRun(resume.nome)];
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: name }));
  } else if (photo) {
    children.push(new Paragraph({ children: [photo] }));
  }
  if (resume.headline) children.push(paragraph([new TextRun({ text: resume.headline, size: 26 })]));
  if (resume.contatos.length > 0) children.push(paragraph(contacts(resume)));

  for (const section of orderSections(resume)) children.push(...sectionParagraphs(resume, section));
  return children;
}

function sectionParagraphs(resume: ResumeView, section: OrderableSection): Paragraph[] {
  const title = heading2(resume.language.titles[section]);
  switch (section) {
    case "resumo":
      return resume.resumo.length > 0 ? [title, ...resume.resumo.map((line) => paragraph(line))] : [];
    case "experiencias":
      return resume.experiencias.length > 0
        ? [
            title,
            ...resume.experiencias.flatMap((exp) => [
              ...entryHead(exp.cargo, exp.empresa, exp.periodo),
              ...description(exp.descricao),
            ]),
          ]
        : [];
    case "formacoes":
      return resume.formacoes.length > 0
        ? [
            title,
            ...resume.formacoes.flatMap((edu) =>
              entryHead(edu.curso, edu.instituicao, [edu.periodo, edu.nivel].filter(Boolean).join(" · ")),
            ),
          ]
        : [];
    default:
      return resume[section].length > 0 ? [title, ...resume[section].map(bullet)] : [];
  }
}

function heading2(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_2, text });
}

/** 'Cargo' as Heading 3, then the organisation and the period in grey; the company heads when no role. */
function entryHead(title: string, place: string, period: string): Paragraph[] {
  const head = title || place;
  const details = [title ? place : "", period].filter(Boolean);
  const paragraphs = head
    ? [new Paragraph({ heading: HeadingLevel.HEADING_3, text: head, keepNext: true })]
    : [];
  if (details.length > 0) {
    paragraphs.push(
      paragraph([new TextRun({ text: details.join(" · "), color: "555555" })], { keepNext: true }),
    );
  }
  return paragraphs;
}

/** The person's lines as paragraphs; bullet lines ('- ', '• ', '1.') as a real list, like the templates. */
function description(text: string): Paragraph[] {
  return descriptionBlocks(text).flatMap((block) =>
    block.kind === "text" ? [paragraph(block.text)] : block.items.map(bullet),
  );
}

function bullet(text: string): Paragraph {
  return new Paragraph({ text, numbering: { reference: BULLETS, level: 0 }, spacing: { after: 40 } });
}

/** 'E-mail: …  |  LinkedIn: …': the addresses are links Word opens, like the PDF's. */
function contacts(resume: ResumeView): ParagraphChild[] {
  return resume.contatos.flatMap((contact, index) => {
    const text = contactLine(contact);
    const run = contact.href
      ? new ExternalHyperlink({ link: contact.href, children: [new TextRun({ text, style: "Hyperlink" })] })
      : new TextRun(text);
    return index === 0 ? [run] : [new TextRun("  |  "), run];
  });
}

function paragraph(content: string | ParagraphChild[], options: { keepNext?: boolean } = {}): Paragraph {
  const children = typeof content === "string" ? [new TextRun(content)] : content;
  return new Paragraph({ children, spacing: { after: 80 }, keepNext: options.keepNext });
}
