import { describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT_MESSAGE, passwordWeaknesses } from "./password-strength.ts";

describe("passwordWeaknesses", () => {
  it("refuses a password under 8 characters with the spec's message", () => {
    expect(passwordWeaknesses("Ab1!x")).toEqual([PASSWORD_TOO_SHORT_MESSAGE]);
  });

  it.each(["12345678", "senha123", "password", "qwertyuiop", "abcdefgh"])(
    "refuses the common password %s with Portuguese reasons",
    (password) => {
      const reasons = passwordWeaknesses(password);
      expect(reasons.length).toBeGreaterThan(0);
      expect(reasons.join(" ")).not.toMatch(/\b(the|this|is|password|avoid|add)\b/i);
    },
  );

  it("refuses a password built from the person's own name or e-mail", () => {
    expect(passwordWeaknesses("anasouza1", ["Ana Souza", "ana.souza@example.com"]).length).toBeGreaterThan(0);
  });

  it("accepts a long, unpredictable passphrase", () => {
    expect(passwordWeaknesses("cavalo-grampo-bateria-27", ["Ana Souza"])).toEqual([]);
  });
});
