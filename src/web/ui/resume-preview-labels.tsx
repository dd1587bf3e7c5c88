import type { SheetGeometry } from "./resume-preview-paginate.ts";

type PageLabelsProps = { pages: number; geometry: SheetGeometry; scale: number };

/** 'Página N' in the gap above each sheet after the first, drawn by the host so it stays legible at any scale. */
export function PageLabels({ pages, geometry, scale }: PageLabelsProps) {
  if (pages < 2 || scale === 0) return null;
  const stride = geometry.pageHeight + geometry.gap;
  return Array.from({ length: pages - 1 }, (_, index) => {
    const number = index + 2;
    return (
      <span
        key={number}
        aria-hidden="true"
        className="-translate-x-1/2 -translate-y-1/2 absolute left-1/2 rounded-full bg-slate-700 px-2.5 py-0.5 font-medium text-[11px] text-white leading-4"
        style={{ top: ((number - 1) * stride - geometry.gap / 2) * scale }}
      >
        Página {number}
      </span>
    );
  });
}
