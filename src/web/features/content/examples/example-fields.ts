import type { ExampleField } from "./example-types.ts";
import { ADMINISTRACAO } from "./fields/administracao.ts";
import { MARKETING } from "./fields/marketing.ts";
import { SAUDE } from "./fields/saude.ts";
import { TECNOLOGIA } from "./fields/tecnologia.ts";

/** The four fields of /exemplos-de-curriculo, four examples each (spec part 2 §9). */
export const EXAMPLE_FIELDS: ExampleField[] = [
  { id: "tecnologia", label: "Tecnologia", examples: TECNOLOGIA },
  { id: "marketing", label: "Marketing", examples: MARKETING },
  { id: "administracao", label: "Administração", examples: ADMINISTRACAO },
  { id: "saude", label: "Saúde", examples: SAUDE },
];
