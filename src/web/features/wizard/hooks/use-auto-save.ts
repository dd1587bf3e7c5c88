import { useEffect, useRef } from "react";
import { saveDraftAutomatically } from "../state/save-draft-resume.ts";

/**
 * Once per visit of the final view: a signed-in person whose resume has a name and a summary and is not
 * saved yet gets it saved without asking ('Currículo para {cargo}' or 'Meu Currículo').
 */
export function useAutoSave(signedIn: boolean, enabled: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!signedIn || !enabled || done.current) return;
    done.current = true;
    void saveDraftAutomatically((content) => content.nome.trim() !== "" && content.resumo.trim() !== "");
  }, [signedIn, enabled]);
}
