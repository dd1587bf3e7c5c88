import { normalizeTemplateId, type TemplateId } from "#core/resume/template-id.ts";
import { START_PARAMS } from "#web/lib/start-links.ts";
import { clearDraft, hasDraftContent, selectTemplate } from "./wizard-draft.ts";

/** A choice carried by the address of /choose-option ('Usar este modelo', 'Usar como base'). */
export type StartChoice = { modelo: TemplateId } | { exemplo: string } | null;

/** Navigation state of the first wizard step after 'Usar como base': the role of the example it started from. */
export type ExampleStartState = { exemplo?: string } | null;

const EXAMPLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads the choice from /choose-option's query. An unknown template or a malformed example id is ignored, as
 * is any choice beside a draft_id (the import wins). With both, the example wins: it brings the content.
 */
export function parseStartChoice(params: URLSearchParams): StartChoice {
  if (params.has("draft_id")) return null;
  const exemplo = params.get(START_PARAMS.exemplo)?.trim() ?? "";
  if (exemplo.length <= 100 && EXAMPLE_ID.test(exemplo)) return { exemplo };
  const modelo = normalizeTemplateId(params.get(START_PARAMS.modelo)?.trim());
  return modelo ? { modelo } : null;
}

/**
 * 'Usar este modelo': the template becomes the chosen one. What the person already wrote stays (the answer says
 * whether there was any); otherwise a new resume starts with it.
 */
export function chooseTemplateFromLink(id: TemplateId): { kept: boolean } {
  const kept = hasDraftContent();
  if (!kept) clearDraft();
  selectTemplate(id);
  return { kept };
}
