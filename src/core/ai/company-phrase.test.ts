import { describe, expect, it } from "vitest";
import { atCompany, isSelfEmployed, selfEmployedMode } from "./company-phrase.ts";

describe("atCompany", () => {
  it.each([
    ["Acme Ltda", "na empresa Acme Ltda"],
    ["Itaú", "na empresa Itaú"],
    ["Banco do Brasil", "no Banco do Brasil"],
    ["Hospital Sírio-Libanês", "no Hospital Sírio-Libanês"],
    ["Escola Estadual Dom Pedro II", "na Escola Estadual Dom Pedro II"],
    ["Prefeitura de Campinas", "na Prefeitura de Campinas"],
    ["  Grupo Boticário ", "no Grupo Boticário"],
    ["Autônoma", "de forma autônoma"],
    ["Freelancer", "em regime freelancer"],
    ["", ""],
  ])("places work at %j as %j", (empresa, phrase) => {
    expect(atCompany(empresa)).toBe(phrase);
  });
});

describe("self-employment", () => {
  it("is recognised however it is typed", () => {
    expect(["Autônomo", "AUTONOMA", "Conta própria", "freela", "MEI"].every(isSelfEmployed)).toBe(true);
    expect(isSelfEmployed("Autônomos Associados S.A.")).toBe(false);
  });

  it("is said without gender agreement", () => {
    expect(selfEmployedMode("Autônomo")).toBe("de forma autônoma");
    expect(selfEmployedMode("Autônoma")).toBe("de forma autônoma");
  });
});
