import { describe, expect, it } from "vitest";
import { isOwnPath, stateOrigin } from "./own-path.ts";

describe("isOwnPath", () => {
  it("takes this site's paths, with their query", () => {
    expect(isOwnPath("/dashboard?download=abc&format=pdf")).toBe(true);
    expect(isOwnPath("/")).toBe(true);
  });

  it.each([
    ["another site", "https://golpe.example/login"],
    ["a protocol-relative address", "//golpe.example"],
    ["a backslash the browser reads as a slash", "/\\golpe.example"],
    ["a tab the browser drops", "/\t/golpe.example"],
    ["a line break the browser drops", "/\n/golpe.example"],
    ["a relative path", "dashboard"],
    ["something else than text", 42],
  ])("refuses %s", (_, path) => {
    expect(isOwnPath(path)).toBe(false);
  });
});

describe("stateOrigin", () => {
  it("reads the page passed as navigation state 'from'", () => {
    expect(stateOrigin({ from: "/dashboard" })).toBe("/dashboard");
  });

  it("is null without one, or for one that leaves the site", () => {
    expect(stateOrigin(null)).toBeNull();
    expect(stateOrigin({})).toBeNull();
    expect(stateOrigin({ from: "//golpe.example" })).toBeNull();
  });
});
