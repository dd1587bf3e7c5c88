import { describe, expect, it } from "vitest";
import { formatArticleDate } from "./articles-date.ts";

describe("formatArticleDate", () => {
  it("writes the date out in Portuguese, without leading zeros", () => {
    expect(formatArticleDate("2026-03-05")).toBe("5 de março de 2026");
    expect(formatArticleDate("2026-12-31")).toBe("31 de dezembro de 2026");
  });

  it("returns anything that is not a yyyy-mm-dd date unchanged", () => {
    expect(formatArticleDate("2026-13-01")).toBe("2026-13-01");
    expect(formatArticleDate("ontem")).toBe("ontem");
  });
});
