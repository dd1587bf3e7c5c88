import { PHOTO_MIN_SIZE } from "#core/resume/photo.ts";

/** A picture's size in pixels, upright. */
export type Size = { width: number; height: number };
/** The part of the picture kept, in its pixels: always 3:4, always inside it. */
export type Crop = { x: number; y: number; width: number; height: number };

/** The largest 3:4 frame that fits the picture. */
function largest(source: Size): Size {
  const width = Math.min(source.width, (source.height * 3) / 4);
  return { width, height: (width * 4) / 3 };
}

/** Whether a 3:4 cut of at least 300×400 pixels fits the picture at all. */
export function canCrop(source: Size): boolean {
  const { width, height } = largest(source);
  return Math.round(width) >= PHOTO_MIN_SIZE.width && Math.round(height) >= PHOTO_MIN_SIZE.height;
}

/** How far one may zoom in: until the cut is 300×400 pixels, never less. */
export function maxZoom(source: Size): number {
  return Math.max(1, largest(source).width / PHOTO_MIN_SIZE.width);
}

/** The zoom of a cut: 1 is the largest frame. */
export function zoomOf(source: Size, crop: Crop): number {
  return largest(source).width / crop.width;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The frame at `zoom` around the centre (cx, cy), moved back inside the picture where it would leave it. */
function frameAt(source: Size, zoom: number, cx: number, cy: number): Crop {
  const base = largest(source);
  const z = clamp(zoom, 1, maxZoom(source));
  const width = base.width / z;
  const height = (width * 4) / 3;
  return {
    x: clamp(cx - width / 2, 0, source.width - width),
    y: clamp(cy - height / 2, 0, source.height - height),
    width,
    height,
  };
}

/** The starting cut: as large as possible, around the centre. */
export function initialCrop(source: Size): Crop {
  return frameAt(source, 1, source.width / 2, source.height / 2);
}

/** The cut moved by (dx, dy) pixels of the picture, kept inside it. */
export function moveCrop(source: Size, crop: Crop, dx: number, dy: number): Crop {
  const cx = crop.x + crop.width / 2 + dx;
  const cy = crop.y + crop.height / 2 + dy;
  return frameAt(source, zoomOf(source, crop), cx, cy);
}

/** The cut at another zoom, around the same centre. */
export function zoomCrop(source: Size, crop: Crop, zoom: number): Crop {
  return frameAt(source, zoom, crop.x + crop.width / 2, crop.y + crop.height / 2);
}

/** The size of the kept JPEG: the cut's own pixels, at most 600×800. */
export function outputSize(crop: Crop): Size {
  const width = Math.max(PHOTO_MIN_SIZE.width, Math.min(600, Math.round(crop.width)));
  return { width, height: Math.round((width * 4) / 3) };
}
