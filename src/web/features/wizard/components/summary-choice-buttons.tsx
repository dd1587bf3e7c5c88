import LoaderCircle from "lucide-react/icons/loader-circle";
import PenLine from "lucide-react/icons/pen-line";
import Sparkles from "lucide-react/icons/sparkles";
import { Button } from "#web/ui/button.tsx";

type Props = { generating: boolean; manual: boolean; onGenerate: () => void; onManual: () => void };

/** The two ways to start the summary. While the AI works its button is busy but stays focusable. */
export function SummaryChoiceButtons({ generating, manual, onGenerate, onManual }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button
        variant="accent"
        aria-disabled={generating || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        onClick={() => {
          if (!generating) onGenerate();
        }}
      >
        {generating ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="h-4 w-4" />
        )}
        {generating ? "Gerando resumo..." : "Gerar com IA"}
      </Button>
      <Button variant="secondary" aria-pressed={manual} onClick={onManual}>
        <PenLine aria-hidden="true" className="h-4 w-4" />
        Prefiro escrever manualmente
      </Button>
    </div>
  );
}
