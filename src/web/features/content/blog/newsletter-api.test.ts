import { describe, expect, it } from "vitest";
import { ApiError, UNEXPECTED_ANSWER } from "#web/lib/api-client.ts";
import { localEmailError, newsletterErrorText } from "./newsletter-api.ts";

describe("the newsletter field's quick check", () => {
  it("asks for an address, refuses what is not one and lets a plausible one through", () => {
    expect(localEmailError("")).toBe("Informe seu e-mail.");
    expect(localEmailError("maria@")).toBe("E-mail inválido");
    expect(localEmailError("maria @example.com")).toBe("E-mail inválido");
    expect(localEmailError("maria@example.com")).toBeUndefined();
  });
});

describe("newsletterErrorText", () => {
  it("shows the server's field message when it refused the address", () => {
    const error = new ApiError("VALIDATION_FAILED", "Dados inválidos", 400, {
      issues: [{ path: "email", message: "E-mail inválido" }],
    });
    expect(newsletterErrorText(error)).toBe("E-mail inválido");
  });

  it("shows the server's message otherwise, and a Portuguese fallback when there is none", () => {
    const limited = new ApiError(
      "RATE_LIMITED",
      "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
      429,
    );
    expect(newsletterErrorText(limited)).toBe("Muitas tentativas. Aguarde alguns minutos e tente novamente.");
    expect(newsletterErrorText(new ApiError(UNEXPECTED_ANSWER, "", 502))).toMatch(
      /^Não foi possível concluir a inscrição/,
    );
    expect(newsletterErrorText(new TypeError("x"))).toMatch(/^Não foi possível concluir a inscrição/);
  });
});
