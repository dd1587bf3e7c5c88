import { A4_HEIGHT_MM, PX_PER_MM } from "#templates/page-css.ts";
import type { PageSetup } from "#templates/template-definition.ts";

/** Where the sheets of the preview are, in CSS px of the unscaled document. */
export type SheetGeometry = {
  pageHeight: number;
  firstTop: number;
  top: number;
  bottom: number;
  /** Space between two sheets on screen; not part of any page. */
  gap: number;
};

export function sheetGeometry(page: PageSetup, gap: number): SheetGeometry {
  return {
    pageHeight: A4_HEIGHT_MM * PX_PER_MM,
    firstTop: page.firstTopMm * PX_PER_MM,
    top: page.topMm * PX_PER_MM,
    bottom: page.bottomMm * PX_PER_MM,
    gap,
  };
}

/**
 * Lays the resume out on sheets the way Chromium's print does, and returns the number of pages.
 *
 * `flow` holds the template, starting at the top of sheet 1 (its padding is page 1's top margin); sheet n
 * starts n × (pageHeight + gap) lower. Every [data-entry] block is unbreakable (break-inside: avoid in the
 * template CSS); one that would cross the end of its page's content area moves to the top of the next one,
 * by growing its top margin, as Chromium moves it (its own margin is dropped at the break). Blocks already
 * at the top of a page stay, even when taller than a page, as in Chromium. Entries are visited in document
 * order, so columns move independently, as they do when printed.
 *
 * Self-contained (no imports or outer names at run time) so the end-to-end test can run this very function
 * in a page and compare it with Chromium's PDF.
 */
export function paginateEntries(flow: HTMLElement, sheet: SheetGeometry): number {
  const mark = "data-page-push";
  const epsilon = 0.5;
  const stride = sheet.pageHeight + sheet.gap;
  const start = (page: number) => (page === 0 ? sheet.firstTop : page * stride + sheet.top);
  const end = (page: number) => page * stride + sheet.pageHeight - sheet.bottom;

  for (const pushed of flow.querySelectorAll<HTMLElement>(`[${mark}]`)) {
    pushed.style.removeProperty("margin-top");
    pushed.removeAttribute(mark);
  }
  const origin = () => flow.getBoundingClientRect().top;
  const entries = Array.from(flow.querySelectorAll<HTMLElement>("[data-entry]"));
  let lastBottom = 0;

  for (const entry of entries) {
    const box = entry.getBoundingClientRect();
    if (box.height === 0) continue;
    const top = box.top - origin();
    const bottom = box.bottom - origin();
    const page = Math.max(0, Math.floor(top / stride));
    let target: number | undefined;
    if (top < start(page) - epsilon) target = start(page);
    else if (top > end(page) - epsilon) target = start(page + 1);
    else if (bottom > end(page) + epsilon && top > start(page) + epsilon) target = start(page + 1);

    if (target !== undefined) moveTo(entry, top, target);
    lastBottom = Math.max(lastBottom, entry.getBoundingClientRect().bottom - origin());
  }
  return Math.max(0, Math.floor((lastBottom - epsilon) / stride)) + 1;

  function moveTo(entry: HTMLElement, top: number, target: number) {
    const wanted = target - top;
    const view = entry.ownerDocument.defaultView;
    const own = Number.parseFloat(view?.getComputedStyle(entry).marginTop ?? "0") || 0;
    entry.setAttribute(mark, "");
    entry.style.marginTop = `${own + wanted}px`;
    const moved = entry.getBoundingClientRect().top - origin() - top;
    if (Math.abs(moved - wanted) < epsilon / 2) return;
    // The margin collapsed with a larger neighbour's (a parent's top or a sibling's bottom margin). A margin
    // far larger than any of them reveals the collapsed size; from it, the exact margin that moves by
    // `wanted`.
    const probe = own + wanted + 2000;
    entry.style.marginTop = `${probe}px`;
    const collapsedBefore = probe - (entry.getBoundingClientRect().top - origin() - top);
    entry.style.marginTop = `${collapsedBefore + wanted}px`;
  }
}
