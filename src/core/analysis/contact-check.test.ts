import { describe, expect, it } from "vitest";
import { sampleResume } from "../sample-resume.ts";
import { checkContact } from "./contact-check.ts";

const ids = (contact: Partial<typeof sampleResume>) =>
  checkContact({ ...sampleResume, ...contact }).map((finding) => `${finding.severity} ${finding.id}`);

describe("checkContact", () => {
  it("finds nothing in complete contacts", () => {
    expect(ids({})).toEqual([]);
  });

  it("asks for a missing e-mail or phone as errors, at the personal data step", () => {
    const findings = checkContact({ ...sampleResume, email: " ", telefone: "" });
    expect(findings.map((finding) => [finding.id, finding.severity, finding.step])).toEqual([
      ["contato.email-ausente", "erro", "dados"],
      ["contato.telefone-ausente", "erro", "dados"],
    ]);
  });

  it("points out an e-mail a recruiter could not write to, quoting it", () => {
    for (const email of ["camila.gmail.com", "camila@", "camila@gmail", "camila @gmail.com"]) {
      const [finding] = checkContact({ ...sampleResume, email });
      expect(finding?.id, email).toBe("contato.email-invalido");
      expect(finding?.message).toContain(`“${email}”`);
    }
    expect(ids({ email: " ana.souza+vagas@empresa.com.br " })).toEqual([]);
  });

  it("accepts a Brazilian number with its DDD however it is written, and a foreign number", () => {
    for (const telefone of [
      "(11) 98765-4321",
      "11987654321",
      "+55 11 3456-7890",
      "(21) 99876-5432 (WhatsApp)",
      "(11) 3456-7890 ramal 20",
      "+351 912 345 678",
    ]) {
      expect(ids({ telefone }), telefone).toEqual([]);
    }
  });

  it("asks for the DDD when the number has none", () => {
    for (const telefone of ["98765-4321", "3456-7890", "+55 98765-4321"]) {
      expect(ids({ telefone }), telefone).toEqual(["aviso contato.telefone-sem-ddd"]);
    }
    const [finding] = checkContact({ ...sampleResume, telefone: "98765-4321" });
    expect(finding?.message).toMatch(/^O telefone “98765-4321” está sem DDD/);
  });

  it("points out a number too short, too long or with an impossible DDD", () => {
    for (const telefone of ["123", "(11) 9876-543", "119876543210", "(10) 98765-4321", "só WhatsApp"]) {
      expect(ids({ telefone }), telefone).toEqual(["aviso contato.telefone-incompleto"]);
    }
  });

  it("asks for the city, and for the state only when it is not written with the city", () => {
    expect(ids({ cidade: "", estado: "" })).toEqual(["aviso contato.cidade-ausente"]);
    expect(ids({ cidade: "", estado: "SP" })).toEqual(["aviso contato.cidade-ausente"]);
    expect(ids({ cidade: "Campinas", estado: "" })).toEqual(["dica contato.estado-ausente"]);
    expect(ids({ cidade: "Campinas - SP", estado: "" })).toEqual([]);
    expect(ids({ cidade: "Recife/PE", estado: "" })).toEqual([]);
  });

  it("suggests LinkedIn when it is empty, and points out addresses that do not open", () => {
    expect(ids({ linkedin: "" })).toEqual(["dica contato.linkedin-ausente"]);
    expect(ids({ linkedin: "camila ferreira" })).toEqual(["aviso contato.linkedin-invalido"]);
    expect(ids({ sitePortfolio: "meu site" })).toEqual(["aviso contato.site-invalido"]);
    expect(ids({ sitePortfolio: "https://camila.dev" })).toEqual([]);
  });
});
