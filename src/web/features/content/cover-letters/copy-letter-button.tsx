import { useEffect, useState } from "react";
import { useHydrated } from "#web/features/content/shared/use-hydrated.ts";
import { Button } from "#web/ui/button.tsx";
import { toast } from "#web/ui/toast.ts";

const COPIED_LABEL_MS = 2500;

/** 'Copiar modelo': puts the letter's plain text on the clipboard and says whether it worked. */
export function CopyLetterButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      // Missing outside secure pages and in some embedded browsers: that is a failure like any other.
      if (!navigator.clipboard) throw new Error("clipboard unavailable");
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success("Modelo copiado! Cole no seu editor de texto e personalize com os seus dados.");
    } catch {
      toast.error("Não foi possível copiar automaticamente. Selecione o texto da carta e copie manualmente.");
    }
  }

  return (
    <Button onClick={copy} disabled={!hydrated}>
      <svg
        viewBox="0 0 24 24"
        className="h-4 w-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {copied ? (
          <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h8" />
          </>
        )}
      </svg>
      {copied ? "Modelo copiado" : "Copiar modelo"}
    </Button>
  );
}
