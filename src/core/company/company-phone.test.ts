import { describe, expect, it } from "vitest";
import { companyPhone } from "./company-phone.ts";

describe("companyPhone", () => {
  it("shows a number with DDD as people read it and dials it with +55", () => {
    expect(companyPhone("1134567890")).toEqual({ display: "(11) 3456-7890", dial: "+551134567890" });
    expect(companyPhone("+55 (21) 98765-4321")).toEqual({
      display: "+55 (21) 98765-4321",
      dial: "+5521987654321",
    });
  });

  it("keeps toll-free and single national numbers in their usual shape", () => {
    expect(companyPhone("08001234567")).toEqual({ display: "0800 123 4567", dial: "08001234567" });
    expect(companyPhone("4004-1234")).toEqual({ display: "4004-1234", dial: "40041234" });
  });

  it("refuses numbers without DDD, foreign numbers and words", () => {
    expect(companyPhone("98765-4321")).toBeNull();
    expect(companyPhone("+1 212 555 0100")).toBeNull();
    expect(companyPhone("ligue para nós")).toBeNull();
  });
});
