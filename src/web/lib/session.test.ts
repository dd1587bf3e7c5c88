import { describe, expect, it } from "vitest";
import { displayName } from "./session.ts";

describe("displayName", () => {
  it("prefers the full name", () => {
    expect(displayName({ name: " Ana Souza ", email: "ana@exemplo.com" })).toBe("Ana Souza");
  });
  it("falls back to the e-mail before the @", () => {
    expect(displayName({ name: "", email: "joao.silva@exemplo.com" })).toBe("joao.silva");
  });
  it("says 'Usuário' when there is neither", () => {
    expect(displayName({ name: "", email: "" })).toBe("Usuário");
    expect(displayName(null)).toBe("Usuário");
  });
});
