import { describe, expect, it } from "vitest";
import { ApiError, type ClientErrorCode, errorOfAnswer, NETWORK_ERROR } from "#web/lib/api-client.ts";
import { forgotErrorText, loginErrorText, resetErrorText, signupFailure } from "./auth-api.ts";

const error = (code: ClientErrorCode, status: number, message = "", body: Record<string, unknown> = {}) =>
  new ApiError(code, message, status, body);

describe("loginErrorText", () => {
  it("maps the spec's cases", () => {
    expect(loginErrorText(error("INVALID_EMAIL_OR_PASSWORD", 401))).toBe("E-mail ou senha incorretos");
    expect(loginErrorText(error("INTERNAL", 500))).toBe("Erro ao fazer login. Tente novamente.");
    expect(loginErrorText(error(NETWORK_ERROR, 0))).toBe(
      "Ocorreu um erro inesperado. Tente novamente mais tarde.",
    );
    expect(loginErrorText(new TypeError("boom"))).toBe(
      "Ocorreu um erro inesperado. Tente novamente mais tarde.",
    );
  });
  it("shows the server's Portuguese text when rate limited, never English", () => {
    expect(loginErrorText(error("RATE_LIMITED", 429, "Muitas tentativas. Aguarde."))).toBe(
      "Muitas tentativas. Aguarde.",
    );
    expect(loginErrorText(errorOfAnswer(429, { message: "Too many requests" }))).toMatch(
      /^Muitas tentativas/,
    );
  });
});

describe("signupFailure", () => {
  it("puts a duplicate e-mail on the e-mail field", () => {
    expect(signupFailure(error("USER_ALREADY_EXISTS", 409))).toEqual({
      field: "email",
      message: "Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.",
    });
  });
  it("lists a weak password's reasons under the password field", () => {
    const weak = error("WEAK_PASSWORD", 400, "Escolha uma senha mais forte.", { reasons: ["Muito comum."] });
    expect(signupFailure(weak)).toEqual({
      field: "password",
      message: "Escolha uma senha mais forte.",
      reasons: ["Muito comum."],
    });
  });
  it("reports anything else as the generic sign-up error", () => {
    expect(signupFailure(error("INTERNAL", 500))).toEqual({
      field: null,
      message: "Erro ao criar conta. Tente novamente mais tarde.",
    });
  });
});

describe("forgot and reset", () => {
  it("uses the spec's failure texts", () => {
    expect(forgotErrorText(error("INTERNAL", 500))).toBe(
      "Não foi possível enviar o e-mail de recuperação. Verifique se o e-mail está correto.",
    );
    expect(resetErrorText(error("INVALID_TOKEN", 400))).toBe("Link de recuperação inválido ou expirado.");
    expect(resetErrorText(error("INTERNAL", 500))).toBe(
      "Não foi possível redefinir sua senha. Por favor, tente novamente.",
    );
  });
});
