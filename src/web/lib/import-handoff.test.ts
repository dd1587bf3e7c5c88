import { describe, expect, it } from "vitest";
import { keepImportReview, takeImportReview } from "./import-handoff.ts";
import { memoryStorage } from "./testing/memory-storage.ts";

describe("import review handoff", () => {
  it("gives the unsure fields to the page that loads the same draft, once", () => {
    const storage = memoryStorage();
    keepImportReview("d1", ["cargo", "experiencias.0.dataInicio"], storage);
    expect(takeImportReview("d1", storage)).toEqual(["cargo", "experiencias.0.dataInicio"]);
    expect(takeImportReview("d1", storage)).toEqual([]);
  });

  it("gives nothing for another draft", () => {
    const storage = memoryStorage();
    keepImportReview("d1", ["cargo"], storage);
    expect(takeImportReview("d2", storage)).toEqual([]);
  });
});
