import { describe, expect, it } from "vitest";
import { errorOfAnswer, parseJson, UNEXPECTED_ANSWER } from "./api-client.ts";

describe("errorOfAnswer", () => {
  it("keeps the server's code, Portuguese text and details", () => {
    const body = {
      code: "WEAK_PASSWORD",
      message: "Escolha uma senha mais forte.",
      reasons: ["Muito comum."],
    };
    const error = errorOfAnswer(400, body);
    expect(error.code).toBe("WEAK_PASSWORD");
    expect(error.message).toBe("Escolha uma senha mais forte.");
    expect(error.status).toBe(400);
    expect(error.body.reasons).toEqual(["Muito comum."]);
  });

  it("reads an answer that is not ours by its status alone, never showing its text", () => {
    for (const body of [
      { code: "TOO_MANY_REQUESTS", message: "Too many requests" },
      { message: "Bad Gateway" },
    ]) {
      const error = errorOfAnswer(429, body);
      expect(error.code).toBe(UNEXPECTED_ANSWER);
      expect(error.message).toBe("");
      expect(error.status).toBe(429);
    }
    expect(errorOfAnswer(502, parseJson("<html>Bad Gateway</html>")).code).toBe(UNEXPECTED_ANSWER);
  });

  it("does not take an inherited property name for a code", () => {
    expect(errorOfAnswer(400, { code: "toString", message: "x" }).code).toBe(UNEXPECTED_ANSWER);
  });
});
