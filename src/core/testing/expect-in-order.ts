import { expect } from "vitest";

/** Asserts each piece appears after the one before it. */
export function expectInOrder(text: string, pieces: string[]): void {
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    expect(at, `"${piece}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + piece.length;
  }
}
