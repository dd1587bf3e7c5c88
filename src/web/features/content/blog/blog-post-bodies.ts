import { cartaDeApresentacaoValeAPena } from "./posts/carta-de-apresentacao-vale-a-pena.ts";
import { curriculoPrimeiroEmprego } from "./posts/curriculo-primeiro-emprego.ts";
import { curriculoQuePassaNaTriagem } from "./posts/curriculo-que-passa-na-triagem.ts";
import { feedbackDepoisDaEntrevista } from "./posts/feedback-depois-da-entrevista.ts";
import { lacunaNoCurriculo } from "./posts/lacuna-no-curriculo.ts";
import { perguntasComunsEmEntrevistas } from "./posts/perguntas-comuns-em-entrevistas.ts";
import { resumoProfissionalExemplos } from "./posts/resumo-profissional-exemplos.ts";
import { vagasTemporariasDeFimDeAno } from "./posts/vagas-temporarias-de-fim-de-ano.ts";

/** Each post's full text (content markup), by slug; only the post page loads it. */
export const blogPostBodies: Readonly<Record<string, string>> = {
  "curriculo-que-passa-na-triagem": curriculoQuePassaNaTriagem,
  "resumo-profissional-exemplos": resumoProfissionalExemplos,
  "perguntas-comuns-em-entrevistas": perguntasComunsEmEntrevistas,
  "curriculo-primeiro-emprego": curriculoPrimeiroEmprego,
  "vagas-temporarias-de-fim-de-ano": vagasTemporariasDeFimDeAno,
  "lacuna-no-curriculo": lacunaNoCurriculo,
  "carta-de-apresentacao-vale-a-pena": cartaDeApresentacaoValeAPena,
  "feedback-depois-da-entrevista": feedbackDepoisDaEntrevista,
};
