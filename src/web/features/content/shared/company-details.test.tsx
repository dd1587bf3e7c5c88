import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CompanyFacts } from "#core/company/company-env.ts";
import { EXAMPLE_HOURS } from "#core/company/company-facts.ts";
import ContactPage from "../company/contact-page.tsx";
import { AskSupport } from "../help/ask-support.tsx";
import PrivacyPage from "../legal/privacy-page.tsx";
import TermsPage from "../legal/terms-page.tsx";
import SupportPage from "../support/support-page.tsx";

// The pages read the facts the build fixed; here each test gives its own.
const build = vi.hoisted(() => ({ facts: {} as CompanyFacts }));
vi.mock("#web/lib/company-facts.ts", () => ({
  get COMPANY_FACTS() {
    return build.facts;
  },
}));

const PAGES: Record<string, ComponentType> = {
  "/contato": ContactPage,
  "/suporte": SupportPage,
  "/politica-de-privacidade": PrivacyPage,
  "/termos-de-uso": TermsPage,
  "/centro-de-ajuda": AskSupport,
};

const html = (path: string) => {
  const Page = PAGES[path] as ComponentType;
  return renderToStaticMarkup(
    <StaticRouter location={path}>
      <Page />
    </StaticRouter>,
  );
};
const hrefs = (markup: string, scheme: string) =>
  [...markup.matchAll(new RegExp(`href="${scheme}:([^"]*)"`, "g"))].map((match) => match[1]);

const GIVEN: CompanyFacts = {
  legalName: "Vitae Tecnologia Ltda.",
  cnpj: "11.222.333/0001-81",
  addressLines: ["Rua Exemplo, 100, sala 2", "Centro, Curitiba – PR", "CEP 80010-000"],
  phone: { display: "(41) 3333-4444", dial: "+554133334444" },
  supportEmail: "suporte@vitae.com.br",
  dpoName: "Marina Duarte",
  dpoEmail: "privacidade@vitae.com.br",
  hours: "Segunda a sexta, das 8h às 17h",
};

beforeEach(() => {
  build.facts = {};
});

describe("company facts on the public pages", () => {
  it("unset: no page offers a phone or e-mail to call, each says its details are examples", () => {
    for (const path of Object.keys(PAGES)) {
      const markup = html(path);
      expect(hrefs(markup, "tel"), path).toEqual([]);
      expect(hrefs(markup, "mailto"), path).toEqual([]);
      expect(markup, path).not.toMatch(/90000|vitae\.example|example\.com|presencial/);
      if (path !== "/centro-de-ajuda") expect(markup, path).toContain("Dados de exemplo:");
    }
    expect(html("/contato")).toContain(
      "quem opera o Vitae ainda não informou a razão social, o CNPJ, o endereço, o telefone, o e-mail de atendimento e o horário de atendimento.",
    );
  });

  it("unset: the one set of example hours, on every page that states hours", () => {
    for (const path of ["/contato", "/suporte"]) {
      const markup = html(path);
      expect(markup, path).toContain(EXAMPLE_HOURS);
      expect(markup, path).toContain("O horário de atendimento mostrado é só um exemplo.");
      expect(markup, path).not.toMatch(/8h às 20h|9h às 15h|Sábado/);
    }
  });

  it("given: the contact page shows every fact, the phone as a link to dial, and no example notice", () => {
    build.facts = GIVEN;
    const markup = html("/contato");
    expect(hrefs(markup, "tel")).toEqual(["+554133334444"]);
    expect(hrefs(markup, "mailto")).toEqual(["suporte@vitae.com.br"]);
    for (const text of [
      "(41) 3333-4444",
      "Vitae Tecnologia Ltda.",
      "CNPJ 11.222.333/0001-81",
      "CEP 80010-000",
    ])
      expect(markup).toContain(text);
    expect(markup).toContain(GIVEN.hours);
    expect(markup).not.toContain("Dados de exemplo");
  });

  it("given: the legal pages name the company, the DPO and the support address", () => {
    build.facts = GIVEN;
    const privacy = html("/politica-de-privacidade");
    expect(privacy).toContain(
      "O controlador dos seus dados pessoais é <strong>Vitae Tecnologia Ltda.</strong>, inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Rua Exemplo, 100, sala 2, Centro, Curitiba – PR, CEP 80010-000.",
    );
    expect(privacy).toContain("Marina Duarte");
    expect(hrefs(privacy, "mailto")).toEqual(["privacidade@vitae.com.br"]);
    const terms = html("/termos-de-uso");
    expect(terms).toContain("O Vitae é oferecido por <strong>Vitae Tecnologia Ltda.</strong>");
    expect(hrefs(terms, "mailto")).toEqual(["suporte@vitae.com.br"]);
    for (const path of ["/suporte", "/centro-de-ajuda"])
      expect(hrefs(html(path), "mailto"), path).toContain("suporte@vitae.com.br");
    for (const path of Object.keys(PAGES)) expect(html(path), path).not.toContain("Dados de exemplo");
  });

  it("partly given: the notice names only what is still missing", () => {
    build.facts = { supportEmail: "suporte@vitae.com.br", hours: GIVEN.hours };
    expect(html("/contato")).toContain(
      "quem opera o Vitae ainda não informou a razão social, o CNPJ, o endereço e o telefone.",
    );
    expect(html("/suporte")).not.toContain("Dados de exemplo");
  });
});
