import type { TemplateId } from "#core/resume/template-id.ts";
import { classico } from "./classico/classico.tsx";
import { criativo } from "./criativo/criativo.tsx";
import { executivo } from "./executivo/executivo.tsx";
import { minimalista } from "./minimalista/minimalista.tsx";
import { moderno } from "./moderno/moderno.tsx";
import { tecnico } from "./tecnico/tecnico.tsx";
import type { TemplateDefinition } from "./template-definition.ts";

export const TEMPLATE_DEFINITIONS: Record<TemplateId, TemplateDefinition> = {
  classico,
  moderno,
  criativo,
  executivo,
  minimalista,
  tecnico,
};
