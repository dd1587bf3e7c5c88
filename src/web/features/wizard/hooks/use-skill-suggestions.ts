import { useState } from "react";
import { SKILLS_DELAY_MS } from "#core/ai/ai-timing.ts";
import { resumeHeadline } from "#core/resume/resume-data.ts";
import { toast } from "#web/ui/toast.ts";
import type { SkillGroup, SkillSuggestions } from "../components/suggestion-offer.ts";
import { useAiHelper } from "../state/use-ai-helper.ts";
import { getDraft } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

/**
 * The simulated AI behind 'Sugerir habilidades com IA': a 2 s pause, then canned suggestions chosen from the
 * person's role, jobs and courses. Each request gets a new seed, so 'Gerar novas sugestões' gives a new list.
 */
export function useSkillSuggestions() {
  const [suggestions, setSuggestions] = useState<SkillSuggestions | null>(null);
  const delayed = useAiHelper(SKILLS_DELAY_MS);

  function generate() {
    if (delayed.pending) return;
    delayed.run(
      ({ suggestSkills }, seed) => {
        // Read when the pause ends, so skills added meanwhile are not suggested again.
        const { data } = getDraft();
        const { experiencias, formacoes, hardSkills, softSkills } = data;
        const input = { cargo: resumeHeadline(data), experiencias, formacoes, hardSkills, softSkills };
        setSuggestions(suggestSkills(input, seed));
      },
      () => toast.error(wizardMessages.sugestoesErro, { description: wizardMessages.sugestoesErroDescricao }),
    );
  }

  /** Drops skills from the suggestions once they are in the resume. */
  function take(group: SkillGroup, skills: readonly string[]) {
    setSuggestions((current) =>
      current ? { ...current, [group]: current[group].filter((skill) => !skills.includes(skill)) } : current,
    );
  }

  return { suggestions, loading: delayed.pending, generate, take };
}
