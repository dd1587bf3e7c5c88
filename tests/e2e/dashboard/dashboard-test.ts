import type { Page } from "@playwright/test";
import { clientAddress, expect, STRONG_PASSWORD } from "../auth/auth-test.ts";

/** A finished resume in the spec's browser-storage layout, as a visitor's wizard leaves it. */
export const VISITOR_DRAFT = {
  informacoesPessoais: {
    nomeCompleto: "Joana Prado Lima",
    email: "joana.lima@exemplo.com.br",
    telefone: "(21) 99876-5432",
    cidade: "Niterói",
    estado: "RJ",
    cidadeEstado: "Niterói, RJ",
    linkedin: "",
    sitePortfolio: "",
  },
  resumoProfissional: {
    cargo: "Assistente Administrativa",
    resumo: "Assistente administrativa organizada, com experiência em atendimento e controle de documentos.",
  },
  experienciasProfissionais: [
    {
      empresa: "Papelaria Central",
      cargo: "Auxiliar Administrativa",
      dataInicio: "2023-01",
      dataFim: "",
      atual: true,
      descricao: "Organizei o arquivo de notas fiscais e atendi clientes no balcão e por telefone.",
    },
  ],
  formacoesAcademicas: [
    {
      instituicao: "Escola Estadual Niterói",
      curso: "Ensino Médio",
      dataInicio: "2019-02",
      dataFim: "2021-12",
      situacao: "concluido",
    },
  ],
  habilidades: { hardSkills: ["Excel"], softSkills: ["Organização"] },
};

/** The same resume as the ResumeData the API stores, for specs that save one directly. */
export const STORED_RESUME = {
  nome: VISITOR_DRAFT.informacoesPessoais.nomeCompleto,
  email: VISITOR_DRAFT.informacoesPessoais.email,
  telefone: VISITOR_DRAFT.informacoesPessoais.telefone,
  cidade: VISITOR_DRAFT.informacoesPessoais.cidade,
  estado: VISITOR_DRAFT.informacoesPessoais.estado,
  cargo: VISITOR_DRAFT.resumoProfissional.cargo,
  resumo: VISITOR_DRAFT.resumoProfissional.resumo,
  experiencias: VISITOR_DRAFT.experienciasProfissionais,
  formacoes: VISITOR_DRAFT.formacoesAcademicas,
  hardSkills: VISITOR_DRAFT.habilidades.hardSkills,
  softSkills: VISITOR_DRAFT.habilidades.softSkills,
  templateId: "classico",
};

export const AUTO_NAME = "Currículo para Assistente Administrativa";

/** A sonner toast with this text (role listitem would also match the dashboard's cards). */
export const toastWith = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Fills the sign-up form already on screen. */
export async function fillSignup(page: Page, name: string, email: string) {
  await page.getByLabel("Nome completo").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("checkbox", { name: /Li e aceito/ }).check();
  await page.getByRole("button", { name: "Criar conta" }).click();
}

/** Signs a new person up (and in) through the API, as the sign-up form would; returns their e-mail. */
export async function signUpThroughApi(page: Page, baseUrl: string, email: string): Promise<string> {
  const answer = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers: { origin: baseUrl, "x-forwarded-for": clientAddress() },
    data: { name: "Joana Prado Lima", email, password: STRONG_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return email;
}

/** Stores a resume for the signed-in person through the API and returns its id. */
export async function storeResume(
  page: Page,
  baseUrl: string,
  name: string,
  content: unknown,
): Promise<string> {
  const answer = await page.request.post(`${baseUrl}/api/resumes`, {
    headers: { origin: baseUrl },
    data: { name, content },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { resume: { id: string } }).resume.id;
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
