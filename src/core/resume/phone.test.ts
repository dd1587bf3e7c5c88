import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone.ts";

describe("formatPhone", () => {
  it("writes a mobile typed as digits the way Brazilians read it", () => {
    expect(formatPhone("11987654321")).toBe("(11) 98765-4321");
    expect(formatPhone(" 11 98765 4321 ")).toBe("(11) 98765-4321");
    expect(formatPhone("(21)99876-5432")).toBe("(21) 99876-5432");
    expect(formatPhone("011 98765-4321")).toBe("(11) 98765-4321");
  });

  it("writes a landline with eight digits", () => {
    expect(formatPhone("1134567890")).toBe("(11) 3456-7890");
    expect(formatPhone("(11) 3456-7890")).toBe("(11) 3456-7890");
  });

  it("keeps +55 when it was given", () => {
    expect(formatPhone("+5511987654321")).toBe("+55 (11) 98765-4321");
    expect(formatPhone("+55 (11) 3456-7890")).toBe("+55 (11) 3456-7890");
    expect(formatPhone("5511987654321")).toBe("+55 (11) 98765-4321");
  });

  it("keeps what was typed when it is not a Brazilian number with its DDD", () => {
    for (const typed of [
      "+1 415 555 0100",
      "98765-4321",
      "123",
      "+351 912 345 678",
      "(11) 98765-4321 ramal 20",
      "só WhatsApp",
    ]) {
      expect(formatPhone(typed)).toBe(typed);
    }
    expect(formatPhone("  ")).toBe("");
  });
});
