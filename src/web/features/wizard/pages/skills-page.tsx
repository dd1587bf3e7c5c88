import Sparkles from "lucide-react/icons/sparkles";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { addSkill } from "#core/resume/skills.ts";
import { toast } from "#web/ui/toast.ts";
import { LivePreview } from "../components/live-preview.tsx";
import { SuggestionButton } from "../components/suggestion-button.tsx";
import { SuggestionCard } from "../components/suggestion-card.tsx";
import { offeredSuggestions, type SkillGroup, withSkills } from "../components/suggestion-offer.ts";
import { TagInput } from "../components/tag-input.tsx";
import { WizardShell } from "../components/wizard-shell.tsx";
import { useSkillSuggestions } from "../hooks/use-skill-suggestions.ts";
import { useWizardMode } from "../state/use-wizard-mode.ts";
import { updateDraft, useWizardDraft } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

const FORM_ID = "habilidades-form";
const INPUT_NAMES: Record<SkillGroup, string> = {
  hardSkills: "novaHabilidadeTecnica",
  softSkills: "novaHabilidadeComportamental",
};

const SKILL_FIELDS: { group: SkillGroup; label: string; placeholder: string }[] = [
  { group: "hardSkills", label: "Habilidades técnicas", placeholder: "Ex.: Excel, atendimento ao cliente" },
  {
    group: "softSkills",
    label: "Habilidades comportamentais",
    placeholder: "Ex.: Trabalho em equipe, pontualidade",
  },
];

export default function SkillsPage() {
  // Mode first: in improve mode it seeds an empty draft with the sample person before the draft is read.
  const { nextPath } = useWizardMode();
  const { data } = useWizardDraft();
  const navigate = useNavigate();
  const ai = useSkillSuggestions();

  // Suggestions already in the resume (typed by hand meanwhile) are not offered again.
  const offered = ai.suggestions && offeredSuggestions(ai.suggestions, data);

  function addSuggestions(group: SkillGroup, skills: readonly string[]) {
    updateDraft({ [group]: withSkills(data[group], skills) });
    ai.take(group, skills);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A skill typed but never confirmed with Enter is still what the person meant to add.
    const form = new FormData(event.currentTarget);
    const pending = (group: SkillGroup) => addSkill(data[group], String(form.get(INPUT_NAMES[group]) ?? ""));
    updateDraft({ hardSkills: pending("hardSkills"), softSkills: pending("softSkills") });
    toast.success(wizardMessages.habilidadesSalvas);
    navigate(nextPath("habilidades"));
  }

  return (
    <WizardShell
      step="habilidades"
      title="Habilidades"
      subtitle="Liste o que você sabe fazer: ferramentas e conhecimentos técnicos, e também como você trabalha com pessoas."
      next={{ form: FORM_ID }}
      preview={<LivePreview data={data} />}
    >
      <div className="flex flex-col gap-6">
        <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          {SKILL_FIELDS.map(({ group, label, placeholder }) => (
            <TagInput
              key={group}
              label={label}
              name={INPUT_NAMES[group]}
              values={data[group]}
              onChange={(skills) => updateDraft({ [group]: skills })}
              placeholder={placeholder}
              hint="Digite e pressione Enter ou use o botão Adicionar."
            />
          ))}
        </form>
        {!offered && (
          <SuggestionButton
            variant="secondary"
            loading={ai.loading}
            onClick={ai.generate}
            icon={<Sparkles aria-hidden="true" className="h-4 w-4" />}
            className="self-start"
          >
            Sugerir habilidades com IA
          </SuggestionButton>
        )}
        {offered && (
          <SuggestionCard
            suggestions={offered}
            loading={ai.loading}
            onAdd={(group, skill) => addSuggestions(group, [skill])}
            onAddAll={(group) => addSuggestions(group, offered[group])}
            onRegenerate={ai.generate}
          />
        )}
      </div>
    </WizardShell>
  );
}
