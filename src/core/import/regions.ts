import type { Line } from "./reading-order.ts";

/** A run of lines read together (a column, a band above or below columns), and how wide it is printed. */
export interface Region {
  page: number;
  x: number;
  xEnd: number;
}

/** The region of each line: a new one starts where reading order starts afresh (a line with no row above). */
export function lineRegions(lines: Line[]): Region[] {
  const regions: Region[] = [];
  let region: Region | undefined;
  for (const line of lines) {
    if (!region || line.gapAbove === Number.POSITIVE_INFINITY) {
      region = { page: line.page, x: line.x, xEnd: line.xEnd };
    } else {
      region.x = Math.min(region.x, line.x);
      region.xEnd = Math.max(region.xEnd, line.xEnd);
    }
    regions.push(region);
  }
  return regions;
}

/**
 * Of the given regions, the one printed most nearly as wide as `region` and at the same place (the largest
 * share of the two widths together that both cover); null when none overlaps it.
 */
export function likeRegion(region: Region, candidates: Region[]): Region | null {
  let best: Region | null = null;
  let bestShare = 0;
  for (const candidate of candidates) {
    const common = Math.min(region.xEnd, candidate.xEnd) - Math.max(region.x, candidate.x);
    const together = Math.max(region.xEnd, candidate.xEnd) - Math.min(region.x, candidate.x);
    const share = together > 0 ? common / together : 0;
    if (share > bestShare) {
      best = candidate;
      bestShare = share;
    }
  }
  return best;
}
