import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { CompanyFacts } from "#core/company/company-env.ts";
import { SiteFooter } from "./site-footer.tsx";

const build = vi.hoisted(() => ({ facts: {} as CompanyFacts }));
vi.mock("#web/lib/company-facts.ts", () => ({
  get COMPANY_FACTS() {
    return build.facts;
  },
}));

const footer = () =>
  renderToStaticMarkup(
    <StaticRouter location="/">
      <SiteFooter />
    </StaticRouter>,
  );

describe("SiteFooter", () => {
  it("names the company behind the site and its CNPJ once the operator has given them", () => {
    build.facts = { legalName: "Vitae Tecnologia Ltda.", cnpj: "11.222.333/0001-81" };
    expect(footer()).toContain("O Vitae é um serviço de Vitae Tecnologia Ltda., CNPJ 11.222.333/0001-81.");
  });

  it("names no company while none is given", () => {
    build.facts = {};
    expect(footer()).not.toContain("serviço de");
  });
});
