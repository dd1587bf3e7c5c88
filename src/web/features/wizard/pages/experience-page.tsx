import { emptyExperience } from "#core/resume/experience.ts";
import { EntryListStep } from "../components/entry-list-step.tsx";
import { ExperienceCard } from "../components/experience-card.tsx";
import { toExperience } from "../state/draft-storage.ts";
import { wizardMessages } from "../wizard-messages.ts";

export default function ExperiencePage() {
  return (
    <EntryListStep
      step="experiencia"
      list="experiencias"
      title="Experiência Profissional"
      subtitle="Comece pelo trabalho mais recente. Bicos, estágios e trabalhos voluntários também contam."
      addLabel="Adicionar nova experiência"
      savedMessage={wizardMessages.experienciasSalvas}
      loadSchema={() => import("../state/step-forms.ts").then((module) => module.ExperienceFormSchema)}
      empty={emptyExperience}
      toEntry={toExperience}
      renderCard={(card, form) => (
        <ExperienceCard
          {...card}
          readJob={() => toExperience(form.getValues(`experiencias.${card.index}`))}
          onDescription={(text) =>
            form.setValue(`experiencias.${card.index}.descricao`, text, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      )}
    />
  );
}
