import { type PersonalInfoForm, personalInfoForm, splitCidadeEstado } from "#core/resume/personal-info.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import type { WizardDraft } from "./draft-storage.ts";

type PersonalPatch = Pick<
  ResumeData,
  "nome" | "email" | "telefone" | "cidade" | "estado" | "linkedin" | "sitePortfolio"
>;

export function personalInfoFromDraft(draft: WizardDraft): PersonalInfoForm {
  return personalInfoForm(draft.data);
}

/** The form's values as resume fields: one 'Cidade e Estado' text split at its first comma. */
export function personalInfoToDraft(form: Partial<PersonalInfoForm>): PersonalPatch {
  const { cidade, estado } = splitCidadeEstado(form.cidadeEstado ?? "");
  return {
    nome: form.nomeCompleto ?? "",
    email: form.email ?? "",
    telefone: form.telefone ?? "",
    cidade,
    estado,
    linkedin: form.linkedin ?? "",
    sitePortfolio: form.sitePortfolio ?? "",
  };
}
