import type { TemplateId } from "#core/resume/template-id.ts";
import { academico } from "./academico/academico.tsx";
import { classico } from "./classico/classico.tsx";
import { compacto } from "./compacto/compacto.tsx";
import { criativo } from "./criativo/criativo.tsx";
import { elegante } from "./elegante/elegante.tsx";
import { executivo } from "./executivo/executivo.tsx";
import { minimalista } from "./minimalista/minimalista.tsx";
import { moderno } from "./moderno/moderno.tsx";
import { recemFormado } from "./recem-formado/recem-formado.tsx";
import { tecnico } from "./tecnico/tecnico.tsx";
import type { TemplateDefinition } from "./template-definition.ts";

export const TEMPLATE_DEFINITIONS: Record<TemplateId, TemplateDefinition> = {
  classico,
  moderno,
  criativo,
  executivo,
  minimalista,
  tecnico,
  compacto,
  academico,
  "recem-formado": recemFormado,
  elegante,
};
