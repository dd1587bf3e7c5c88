import { compareReading } from "#core/analysis/ats-reading.ts";
import type { PrintedSection } from "#core/analysis/ats-text.ts";
import { atsFinding } from "#core/analysis/ats-wording.ts";
import type { Finding } from "#core/analysis/finding.ts";
import { emptyExtractedResume } from "#core/import/extracted-resume.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { resumeLanguage } from "#core/view/languages/languages.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { AppError } from "../http/errors.ts";
import { ParseFailure, type ResumeParser } from "../import/parse-pool.ts";
import type { PdfReading } from "../import/parse-resume.ts";
import { MAX_RESUME_PAGES } from "../import/upload-limits.ts";
import type { PdfRenderer } from "../pdf/pdf-renderer.ts";

export type AtsCheckDeps = {
  /** The app's warm PDF renderer: the resume is printed exactly as it is downloaded. */
  renderer: Pick<PdfRenderer, "render">;
  /** The app's parse pool: the PDF is read off the event loop, by the importer people upload to. */
  parser: Pick<ResumeParser, "parsePdfWithText">;
};

/**
 * Reads the resume as a selection system (ATS) does: prints it to PDF with its template, reads the PDF back
 * with our importer and compares what came back with what was written. Each loss or garble is a finding that
 * names the template. Throws AppError when the renderer or the readers are too busy or down (503).
 */
export async function checkAtsReading(
  data: ResumeData,
  { renderer, parser }: AtsCheckDeps,
): Promise<Finding[]> {
  const templateId = data.templateId;
  const html = renderResumeDocument(data, templateId);
  const pdf = await renderer.render(html);
  const reading = await readBack(pdf, parser);
  if (reading === "too-long") {
    const what = `o currículo passa de ${MAX_RESUME_PAGES} páginas, longo demais para conferirmos a leitura`;
    const advice = "Encurte o texto: recrutadores esperam uma ou duas páginas.";
    return [atsFinding({ id: "paginas", severity: "aviso", step: "experiencia", templateId, what, advice })];
  }
  return compareReading(data, { templateId, ...reading, sections: printedSections(html, data) });
}

async function readBack(pdf: Buffer, parser: AtsCheckDeps["parser"]): Promise<PdfReading | "too-long"> {
  try {
    return await parser.parsePdfWithText(new Uint8Array(pdf));
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error;
    if (error.reason === "too-many-pages") return "too-long";
    // Nothing printed (an empty resume): nothing read, judged like any other reading.
    if (error.reason === "no-text") return { extracted: emptyExtractedResume(), text: "" };
    // Busy, or a reader that failed on our own file: the analysis is tried again later.
    throw new AppError("SERVICE_UNAVAILABLE", { cause: error, retryAfterSeconds: 5 });
  }
}

/**
 * The sections whose title the template printed, in the resume's language, as the document holds them (styles
 * may set the case).
 */
function printedSections(html: string, data: ResumeData): PrintedSection[] {
  const titles = resumeLanguage(data.idioma).titles;
  return (Object.keys(titles) as PrintedSection[]).filter((key) => html.includes(`>${titles[key]}<`));
}
