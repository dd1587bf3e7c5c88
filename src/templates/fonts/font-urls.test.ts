import { describe, expect, it } from "vitest";
import { FONT_DATA } from "./font-data.generated.ts";
import { FONT_FACE_KEYS } from "./font-faces.ts";
import { FONT_URLS } from "./font-urls.ts";

describe("font files", () => {
  it("the preview's URLs and the PDF's inlined data cover exactly the declared faces", () => {
    expect(Object.keys(FONT_URLS).sort()).toEqual([...FONT_FACE_KEYS].sort());
    expect(Object.keys(FONT_DATA).sort()).toEqual([...FONT_FACE_KEYS].sort());
    for (const key of FONT_FACE_KEYS) expect(FONT_URLS[key]).toContain(`${key}.woff2`);
  });
});
