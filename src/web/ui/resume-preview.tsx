import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { ResumeData } from "#core/resume/resume-data.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import { resumeLanguage } from "#core/view/languages/languages.ts";
import { fontUrl } from "#templates/fonts/font-urls.ts";
import { A4_WIDTH_MM, PX_PER_MM } from "#templates/page-css.ts";
import { TEMPLATE_DEFINITIONS } from "#templates/registry.ts";
import { buildTemplateCss, ResumeTemplate } from "#templates/resume-template.tsx";
import { cn } from "./cn.ts";
import { previewCss } from "./resume-preview-css.ts";
import { PageLabels } from "./resume-preview-labels.tsx";
import { paginateEntries, sheetGeometry } from "./resume-preview-paginate.ts";
import { useElementWidth } from "./resume-preview-size.ts";

const PAGE_WIDTH = A4_WIDTH_MM * PX_PER_MM;
// A standards-mode document: the iframe's initial about:blank is in quirks mode, whose line boxes differ
// from the printed document's. It never changes; updates go through React, not through srcdoc.
const SKELETON = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head><body></body></html>';
/** Space between sheets on screen, in the host's px whatever the scale, so the page label fits. */
const GAP_ON_SCREEN = 28;

type ResumePreviewProps = {
  data: ResumeData;
  templateId: TemplateId;
  /** Only page 1, no labels, not focusable: for template thumbnails. */
  firstPageOnly?: boolean;
  onPageCountChange?: (pages: number) => void;
  className?: string;
};

/**
 * The resume exactly as the PDF prints it: the template's markup and CSS inside a same-origin iframe (the
 * app's CSS cannot leak in), A4 sheets scaled to the available width, and blocks moved to the next sheet
 * where Chromium's print moves them (see docs/decisions/0004). Memoised: a page re-rendering around it (a
 * key in a form, a card picked) leaves an unchanged resume alone, and a deferred one waits for its own turn.
 */
export const ResumePreview = memo(function ResumePreview({
  data,
  templateId,
  firstPageOnly = false,
  onPageCountChange,
  className,
}: ResumePreviewProps) {
  const outerRef = useRef<HTMLElement>(null);
  const flowRef = useRef<HTMLDivElement>(null);
  const [frameDoc, setFrameDoc] = useState<Document | null>(null);
  const [pageCount, setPageCount] = useState(1);
  const width = useElementWidth(outerRef);
  const scale = width / PAGE_WIDTH;
  const gap = firstPageOnly || scale === 0 ? 0 : Math.round(GAP_ON_SCREEN / scale);
  const { page } = TEMPLATE_DEFINITIONS[templateId];
  const geometry = useMemo(() => sheetGeometry(page, gap), [page, gap]);
  const { corDestaque, fontes } = data.estilo;
  const css = useMemo(
    () => buildTemplateCss(templateId, fontUrl, { corDestaque, fontes }) + previewCss(page),
    [templateId, page, corDestaque, fontes],
  );
  const lang = resumeLanguage(data.idioma).htmlLang;

  const paginate = useCallback(() => {
    if (flowRef.current) setPageCount(paginateEntries(flowRef.current, geometry));
  }, [geometry]);

  // After each content change, once, before the next paint: a keystroke costs one re-render and one layout
  // read (more only when a block has to move to another sheet).
  // biome-ignore lint/correctness/useExhaustiveDependencies: data and templateId change what paginate measures
  useEffect(() => {
    if (!frameDoc) return;
    const frame = requestAnimationFrame(paginate);
    return () => cancelAnimationFrame(frame);
  }, [frameDoc, paginate, data, templateId]);

  // The sheet speaks the resume's language, as the printed document does (screen readers, hyphenation).
  useEffect(() => {
    if (frameDoc) frameDoc.documentElement.lang = lang;
  }, [frameDoc, lang]);

  // Text is laid out again when a font arrives; so are the page breaks.
  useEffect(() => {
    if (!frameDoc) return;
    frameDoc.fonts.addEventListener("loadingdone", paginate);
    return () => frameDoc.fonts.removeEventListener("loadingdone", paginate);
  }, [frameDoc, paginate]);

  useEffect(() => onPageCountChange?.(pageCount), [pageCount, onPageCountChange]);

  const pages = firstPageOnly ? 1 : pageCount;
  const frameHeight = pages * geometry.pageHeight + (pages - 1) * gap;
  return (
    <figure
      ref={outerRef}
      aria-label="Pré-visualização do currículo"
      className={cn("relative m-0 w-full", className)}
    >
      <div
        className="relative overflow-hidden"
        style={scale > 0 ? { height: frameHeight * scale } : { aspectRatio: "210 / 297" }}
      >
        <iframe
          title="Pré-visualização do currículo"
          srcDoc={SKELETON}
          onLoad={(event) => setFrameDoc(event.currentTarget.contentDocument)}
          tabIndex={firstPageOnly ? -1 : undefined}
          className="absolute top-0 left-0 block border-0"
          style={{
            width: Math.ceil(PAGE_WIDTH),
            height: Math.ceil(frameHeight),
            transform: `scale(${scale})`,
            transformOrigin: "0 0",
            visibility: scale > 0 ? "visible" : "hidden",
          }}
        />
        {!firstPageOnly && <PageLabels pages={pages} geometry={geometry} scale={scale} />}
      </div>
      <figcaption className="sr-only">{pages === 1 ? "1 página" : `${pages} páginas`}</figcaption>
      {frameDoc && createPortal(<style>{css}</style>, frameDoc.head)}
      {frameDoc &&
        createPortal(
          <>
            <div className="vp-sheets" aria-hidden="true">
              {Array.from({ length: pages }, (_, index) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its position
                  key={index}
                  className="vp-sheet"
                  style={{ top: index * (geometry.pageHeight + gap) }}
                />
              ))}
            </div>
            <div className="vp-flow" ref={flowRef}>
              <ResumeTemplate data={data} templateId={templateId} />
            </div>
          </>,
          frameDoc.body,
        )}
    </figure>
  );
});
