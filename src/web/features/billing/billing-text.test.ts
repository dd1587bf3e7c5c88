import { describe, expect, it } from "vitest";
import { formatCents, formatPlanDate, formatWholeReais, PREMIUM_PRICE } from "./billing-text.ts";

// Intl separates the symbol from the amount with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("billing formats", () => {
  it("writes prices the Brazilian way", () => {
    expect(plain(PREMIUM_PRICE)).toBe("R$ 7,97");
    expect(plain(formatCents(123456))).toBe("R$ 1.234,56");
    expect(plain(formatWholeReais(397))).toBe("R$ 397");
  });

  it("writes the plan's end as dd/mm/yyyy, N/A without one and 'Data inválida' for garbage", () => {
    expect(formatPlanDate("2026-12-06T15:00:00.000Z")).toBe("06/12/2026");
    expect(formatPlanDate(null)).toBe("N/A");
    expect(formatPlanDate("amanhã")).toBe("Data inválida");
  });
});
