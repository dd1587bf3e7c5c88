import { describe, expect, it } from "vitest";
import { afterSignupPath, originFrom } from "./auth-origin.ts";

describe("originFrom", () => {
  it("takes the page passed as navigation state", () => {
    expect(originFrom({ from: "/profile" })).toBe("/profile");
  });
  it("defaults to the home page", () => {
    expect(originFrom(null)).toBe("/");
    expect(originFrom({ from: 42 })).toBe("/");
  });
  it("never leaves the site", () => {
    expect(originFrom({ from: "https://golpe.example/login" })).toBe("/");
    expect(originFrom({ from: "//golpe.example" })).toBe("/");
    expect(originFrom({ from: "/\\golpe.example" })).toBe("/");
  });
});

describe("afterSignupPath", () => {
  it("sends someone from the final preview on to payment", () => {
    expect(afterSignupPath("/visualizacao-final")).toBe("/payment");
    expect(afterSignupPath("/profile")).toBe("/profile");
  });
});
