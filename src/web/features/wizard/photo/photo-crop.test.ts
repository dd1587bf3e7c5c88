import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canCrop, initialCrop, maxZoom, moveCrop, outputSize, zoomCrop, zoomOf } from "./photo-crop.ts";

const inside = (source: { width: number; height: number }, crop: ReturnType<typeof initialCrop>) => {
  const eps = 1e-6;
  expect(crop.x).toBeGreaterThanOrEqual(-eps);
  expect(crop.y).toBeGreaterThanOrEqual(-eps);
  expect(crop.x + crop.width).toBeLessThanOrEqual(source.width + eps);
  expect(crop.y + crop.height).toBeLessThanOrEqual(source.height + eps);
  expect(crop.height / crop.width).toBeCloseTo(4 / 3, 6);
  expect(crop.width).toBeGreaterThanOrEqual(300 - eps);
};

describe("the photo cut", () => {
  it("starts as the largest 3:4 frame around the centre", () => {
    expect(initialCrop({ width: 1600, height: 900 })).toEqual({ x: 462.5, y: 0, width: 675, height: 900 });
    expect(initialCrop({ width: 900, height: 1600 })).toEqual({ x: 0, y: 200, width: 900, height: 1200 });
  });

  it("needs room for 300×400 pixels", () => {
    expect(canCrop({ width: 300, height: 400 })).toBe(true);
    expect(canCrop({ width: 299, height: 1000 })).toBe(false);
    expect(canCrop({ width: 1000, height: 399 })).toBe(false);
    expect(maxZoom({ width: 300, height: 400 })).toBe(1);
    expect(maxZoom({ width: 900, height: 1200 })).toBe(3);
  });

  it("zooms around its centre and never below 300×400 pixels", () => {
    const source = { width: 900, height: 1200 };
    const zoomed = zoomCrop(source, initialCrop(source), 10);
    expect(zoomed).toEqual({ x: 300, y: 400, width: 300, height: 400 });
    expect(zoomOf(source, zoomed)).toBe(3);
    expect(outputSize(zoomed)).toEqual({ width: 300, height: 400 });
    expect(outputSize(initialCrop(source))).toEqual({ width: 600, height: 800 });
  });

  it("moves and zooms, always inside the picture, 3:4 and large enough", () => {
    const source = fc.record({
      width: fc.integer({ min: 300, max: 6000 }),
      height: fc.integer({ min: 400, max: 6000 }),
    });
    const step = fc.oneof(
      fc.record({
        dx: fc.double({ min: -5000, max: 5000, noNaN: true }),
        dy: fc.double({ min: -5000, max: 5000, noNaN: true }),
      }),
      fc.record({ zoom: fc.double({ min: 0, max: 50, noNaN: true }) }),
    );
    fc.assert(
      fc.property(source, fc.array(step, { maxLength: 20 }), (size, steps) => {
        let crop = initialCrop(size);
        for (const s of steps)
          crop = "zoom" in s ? zoomCrop(size, crop, s.zoom) : moveCrop(size, crop, s.dx, s.dy);
        inside(size, crop);
      }),
    );
  });
});
