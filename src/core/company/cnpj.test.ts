import { describe, expect, it } from "vitest";
import { formatCnpj } from "./cnpj.ts";

describe("formatCnpj", () => {
  it("writes a valid CNPJ with its punctuation, typed with or without it", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj(" 11.222.333/0001-81 ")).toBe("11.222.333/0001-81");
  });

  it("accepts the alphanumeric CNPJ of the Receita Federal's example", () => {
    expect(formatCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
  });

  it("refuses wrong check digits, a short number and words", () => {
    expect(formatCnpj("11.222.333/0001-82")).toBeNull();
    expect(formatCnpj("1122233300018")).toBeNull();
    expect(formatCnpj("Vitae Ltda")).toBeNull();
  });
});
