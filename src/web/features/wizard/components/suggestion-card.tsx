import RefreshCw from "lucide-react/icons/refresh-cw";
import Sparkles from "lucide-react/icons/sparkles";
import { useEffect, useRef } from "react";
import { Card } from "#web/ui/card.tsx";
import { SuggestionButton } from "./suggestion-button.tsx";
import { SuggestionGroup } from "./suggestion-group.tsx";
import type { SkillGroup, SkillSuggestions } from "./suggestion-offer.ts";

type SuggestionCardProps = {
  suggestions: SkillSuggestions;
  loading: boolean;
  onAdd: (group: SkillGroup, skill: string) => void;
  onAddAll: (group: SkillGroup) => void;
  onRegenerate: () => void;
};

/** The simulated AI's skill suggestions, ready to be added with one tap. */
export function SuggestionCard({ suggestions, loading, onAdd, onAddAll, onRegenerate }: SuggestionCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The card replaces the button that asked for it; focus follows so the list is read out next.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card className="flex flex-col gap-5 border-brand-200 bg-brand-50/40 p-4 sm:p-5">
      <div className="flex items-start gap-2">
        <Sparkles aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none"
          >
            Sugestões de habilidades
          </h2>
          <p className="text-sm text-slate-600">Toque em uma sugestão para adicioná-la ao seu currículo.</p>
        </div>
      </div>
      <SuggestionGroup
        title="Técnicas"
        skills={suggestions.hardSkills}
        onAdd={(skill) => onAdd("hardSkills", skill)}
        onAddAll={() => onAddAll("hardSkills")}
      />
      <SuggestionGroup
        title="Comportamentais"
        skills={suggestions.softSkills}
        onAdd={(skill) => onAdd("softSkills", skill)}
        onAddAll={() => onAddAll("softSkills")}
      />
      <SuggestionButton
        variant="secondary"
        loading={loading}
        onClick={onRegenerate}
        icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
        className="self-start"
      >
        Gerar novas sugestões
      </SuggestionButton>
    </Card>
  );
}
