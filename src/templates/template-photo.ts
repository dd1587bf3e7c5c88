import type { TemplateId } from "#core/resume/template-id.ts";
import { TEMPLATE_DEFINITIONS } from "./registry.ts";

/** Whether a template prints the optional photo (decision 0031); the DOCX and the wizard follow it. */
export function templateShowsPhoto(templateId: TemplateId): boolean {
  return TEMPLATE_DEFINITIONS[templateId].photo === true;
}
