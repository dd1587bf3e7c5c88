import { emptyEducation } from "#core/resume/education.ts";
import { EducationCard } from "../components/education-card.tsx";
import { EntryListStep } from "../components/entry-list-step.tsx";
import { toEducation } from "../state/draft-storage.ts";
import { wizardMessages } from "../wizard-messages.ts";

export default function EducationPage() {
  return (
    <EntryListStep
      step="formacao"
      list="formacoes"
      title="Formação Acadêmica"
      subtitle="Ensino médio, técnico, graduação ou cursos livres: inclua o que for mais relevante."
      addLabel="Adicionar nova formação"
      savedMessage={wizardMessages.formacoesSalvas}
      loadSchema={() => import("../state/step-forms.ts").then((module) => module.EducationFormSchema)}
      empty={emptyEducation}
      toEntry={toEducation}
      renderCard={(card) => <EducationCard {...card} />}
    />
  );
}
