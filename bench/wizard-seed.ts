import type { Page } from "@playwright/test";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { sampleResume } from "#core/sample-resume.ts";

/** The wizard's browser storage (key → JSON) holding `data`, as the steps leave it. */
export function wizardDraftEntries(data: ResumeData): Record<string, string> {
  return {
    informacoesPessoais: JSON.stringify({
      nomeCompleto: data.nome,
      email: data.email,
      telefone: data.telefone,
      cidade: data.cidade,
      estado: data.estado,
    }),
    resumoProfissional: JSON.stringify({ cargo: data.cargo, resumo: data.resumo }),
    experienciasProfissionais: JSON.stringify(data.experiencias),
    formacoesAcademicas: JSON.stringify(data.formacoes),
    habilidades: JSON.stringify({ hardSkills: data.hardSkills, softSkills: data.softSkills }),
    templateSelecionado: "moderno",
  };
}

/** Fills the wizard's browser storage with the sample person before any page script runs. */
export async function seedWizardDraft(page: Page): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, wizardDraftEntries(sampleResume));
}

/**
 * A setter for how many times slower the page's main thread runs, through the DevTools protocol, as DevTools'
 * 'CPU: 4x slowdown' does to stand for a low-end Android phone. 1 is full speed.
 */
export async function cpuThrottling(page: Page): Promise<(rate: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  return async (rate) => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  };
}
