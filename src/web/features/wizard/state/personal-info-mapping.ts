import { joinCidadeEstado, type PersonalInfoForm, splitCidadeEstado } from "#core/resume/personal-info.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import type { WizardDraft } from "./draft-storage.ts";

type PersonalPatch = Pick<ResumeData, "nome" | "email" | "telefone" | "cidade" | "estado">;

export function personalInfoFromDraft(draft: WizardDraft): PersonalInfoForm {
  const { data } = draft;
  return {
    nomeCompleto: data.nome,
    email: data.email,
    telefone: data.telefone,
    cidadeEstado: joinCidadeEstado(data.cidade, data.estado),
    linkedin: draft.linkedin,
    sitePortfolio: draft.sitePortfolio,
  };
}

/** The form's values as resume fields: one 'Cidade e Estado' text split at its first comma. */
export function personalInfoToDraft(form: Partial<PersonalInfoForm>): {
  data: PersonalPatch;
  extras: Pick<WizardDraft, "linkedin" | "sitePortfolio">;
} {
  const { cidade, estado } = splitCidadeEstado(form.cidadeEstado ?? "");
  return {
    data: {
      nome: form.nomeCompleto ?? "",
      email: form.email ?? "",
      telefone: form.telefone ?? "",
      cidade,
      estado,
    },
    extras: { linkedin: form.linkedin ?? "", sitePortfolio: form.sitePortfolio ?? "" },
  };
}
