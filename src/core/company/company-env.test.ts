import { describe, expect, it } from "vitest";
import { readCompanyFacts } from "./company-env.ts";

const problemsOf = (env: Record<string, string>) => {
  try {
    readCompanyFacts(env);
  } catch (error) {
    return (error as Error).message.split("\n");
  }
  throw new Error("expected the company's details to be rejected");
};

describe("readCompanyFacts", () => {
  it("has no fact at all when nothing is set, or only empty variables", () => {
    expect(readCompanyFacts({})).toEqual({});
    expect(readCompanyFacts({ COMPANY_PHONE: "", COMPANY_CNPJ: "", SUPPORT_EMAIL: "" })).toEqual({});
  });

  it("reads every fact, written the way the pages show it", () => {
    expect(
      readCompanyFacts({
        COMPANY_LEGAL_NAME: " Vitae Tecnologia Ltda. ",
        COMPANY_CNPJ: "11222333000181",
        COMPANY_ADDRESS: "Rua Exemplo, 100, sala 2 | Centro, Curitiba – PR | CEP 80010-000",
        COMPANY_PHONE: "4133334444",
        SUPPORT_EMAIL: "suporte@vitae.com.br",
        COMPANY_DPO_NAME: "Marina Duarte",
        COMPANY_DPO_EMAIL: "privacidade@vitae.com.br",
        COMPANY_HOURS: "Segunda a sexta, das 8h às 17h",
      }),
    ).toEqual({
      legalName: "Vitae Tecnologia Ltda.",
      cnpj: "11.222.333/0001-81",
      addressLines: ["Rua Exemplo, 100, sala 2", "Centro, Curitiba – PR", "CEP 80010-000"],
      phone: { display: "(41) 3333-4444", dial: "+554133334444" },
      supportEmail: "suporte@vitae.com.br",
      dpoName: "Marina Duarte",
      dpoEmail: "privacidade@vitae.com.br",
      hours: "Segunda a sexta, das 8h às 17h",
    });
  });

  it("names each bad variable and what it must be", () => {
    expect(
      problemsOf({
        COMPANY_CNPJ: "11.222.333/0001-82",
        COMPANY_PHONE: "9999-0000",
        COMPANY_DPO_EMAIL: "privacidade",
        COMPANY_ADDRESS: "Rua Exemplo, 100 || Curitiba",
        COMPANY_HOURS: " ",
      }),
    ).toEqual([
      'Invalid configuration: COMPANY_CNPJ must be a valid CNPJ such as 11.222.333/0001-81 (got "11.222.333/0001-82")',
      "Invalid configuration: COMPANY_ADDRESS must have no empty line between '|' (got \"Rua Exemplo, 100 || Curitiba\")",
      'Invalid configuration: COMPANY_PHONE must be a Brazilian phone number with DDD, such as (11) 3456-7890, or a 0800 or 4004 number (got "9999-0000")',
      'Invalid configuration: COMPANY_DPO_EMAIL must be an e-mail address (got "privacidade")',
      'Invalid configuration: COMPANY_HOURS must have at least 2 characters (got " ")',
    ]);
  });
});
