import type { Page } from "@playwright/test";
import { sampleResume } from "#core/sample-resume.ts";

/** Fills the wizard's browser storage with the sample person before any page script runs. */
export async function seedWizardDraft(page: Page): Promise<void> {
  await page.addInitScript((data) => {
    localStorage.setItem(
      "informacoesPessoais",
      JSON.stringify({
        nomeCompleto: data.nome,
        email: data.email,
        telefone: data.telefone,
        cidade: data.cidade,
        estado: data.estado,
      }),
    );
    localStorage.setItem("resumoProfissional", JSON.stringify({ cargo: data.cargo, resumo: data.resumo }));
    localStorage.setItem("experienciasProfissionais", JSON.stringify(data.experiencias));
    localStorage.setItem("formacoesAcademicas", JSON.stringify(data.formacoes));
    localStorage.setItem(
      "habilidades",
      JSON.stringify({ hardSkills: data.hardSkills, softSkills: data.softSkills }),
    );
    localStorage.setItem("templateSelecionado", "moderno");
  }, sampleResume);
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
