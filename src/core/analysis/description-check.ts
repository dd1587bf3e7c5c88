import { normalizeForMatch } from "../ai/text.ts";
import type { Experience } from "../resume/experience.ts";
import { type DescriptionBlock, descriptionBlocks } from "../view/description-blocks.ts";
import { isActionVerb } from "./action-verbs.ts";
import { jobName, quote } from "./entry-name.ts";
import type { Finding, Severity } from "./finding.ts";

/** Under this many characters, or one word, a description says nothing a recruiter can use. */
export const DESCRIPTION_MIN = 30;
/** A line longer than this (about four printed lines) is a block of text nobody reads to the end. */
export const LINE_MAX = 400;

const VERB_EXAMPLES = "“Atendi”, “Organizei” ou “Vendi”";
// 'Responsável por', 'Fui encarregada de': what the job asked, not what the person did.
const DUTY_START =
  /^(?:(?:eu|fui|era|sou|estava|como|o|a|um|uma)\s+)*(?:responsave(?:l|is)|encarregad[oa]s?|incumbid[oa]s?)\b/;
// Digits cover '32%', 'R$ 5 mil', '80 clientes'; words cover results written out ('dobrei as vendas').
const RESULT =
  /\d|\b(?:dobr\w*|tripl\w*|quadruplic\w*|metade|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte|trinta|quarenta|cinquenta|cem|cento|centenas|mil|milhao|milhoes)\b/;

/**
 * What a job's description says: enough to read, in lines that start with what the person did, with results.
 * The verbs and the 'Responsável por' rule know Portuguese only: a description written in another language
 * (`portuguese: false`, a resume printed in English or Spanish) is not judged on them.
 */
export function checkDescription(job: Experience, index: number, { portuguese = true } = {}): Finding[] {
  const name = jobName(job, index);
  const found: Finding[] = [];
  const add = (what: string, severity: Severity, message: string) =>
    found.push({
      id: `experiencia.${index + 1}.${what}`,
      severity,
      message: `${name}: ${message}`,
      step: "experiencia",
    });

  const text = job.descricao.trim();
  if (!text) {
    add(
      "sem-descricao",
      "aviso",
      `falta a descrição; conte em 2 a 4 linhas o que você fazia e o que conseguiu, cada uma começando com um verbo, como ${VERB_EXAMPLES}.`,
    );
    return found;
  }
  if (Array.from(text).length < DESCRIPTION_MIN || !/\s/.test(text)) {
    add(
      "descricao-curta",
      "aviso",
      `a descrição ${quote(text)} é curta demais para mostrar o que você fazia; conte em 2 a 4 linhas suas tarefas e resultados, cada uma começando com um verbo, como ${VERB_EXAMPLES}.`,
    );
    return found;
  }

  const blocks = descriptionBlocks(text);
  const longest = Math.max(...blocks.flatMap(blockLines).map((line) => Array.from(line).length));
  if (longest > LINE_MAX) {
    add(
      "bloco-de-texto",
      "aviso",
      `um parágrafo de ${longest.toLocaleString("pt-BR")} caracteres sem quebra de linha é difícil de ler; divida em 3 a 5 linhas curtas, uma tarefa ou conquista por linha.`,
    );
  }

  const lines = portuguese ? statedLines(blocks) : [];
  const duties = lines.filter((line) => DUTY_START.test(normalizeForMatch(line)));
  const [duty] = duties;
  if (duty) {
    add(
      "responsavel-por",
      "dica",
      `${quote(duty, 30)} diz qual era a tarefa, não o que você fez; comece por um verbo de ação, como “Organizei o estoque” em vez de “Responsável pelo estoque”.`,
    );
  }
  const withoutVerb = lines.filter((line) => !duties.includes(line) && !isActionVerb(firstWord(line)));
  const [first] = withoutVerb;
  if (first) {
    const which =
      withoutVerb.length === 1
        ? `a linha ${quote(first, 30)} não começa`
        : `${withoutVerb.length} de ${lines.length} linhas, como ${quote(first, 30)}, não começam`;
    add(
      "verbo-de-acao",
      "dica",
      `${which} com um verbo de ação; comece pelo que você fez, como ${VERB_EXAMPLES}, e o recrutador vê logo a sua contribuição.`,
    );
  }

  if (!RESULT.test(normalizeForMatch(text))) {
    add(
      "sem-numeros",
      "dica",
      "mostre ao menos um resultado com números, como quantas pessoas atendia por dia, quanto vendia por mês ou em quanto reduziu um prazo; números dão a medida do seu trabalho.",
    );
  }
  return found;
}

/**
 * The lines that say what the person did: the bullets when there are any (a line above them usually sets
 * the scene: 'Loja com 20 funcionários'), else every line; a line ending in ':' is a heading.
 */
function statedLines(blocks: DescriptionBlock[]): string[] {
  const bullets = blocks.filter((block) => block.kind === "list");
  return (bullets.length > 0 ? bullets : blocks)
    .flatMap(blockLines)
    .filter((line) => line !== "" && !line.endsWith(":"));
}

function blockLines(block: DescriptionBlock): string[] {
  return block.kind === "list" ? block.items : [block.text];
}

function firstWord(line: string): string {
  // 'Eu atendia…' is read from its verb.
  return /^[^a-z]*(?:eu[^a-z]+)?([a-z]+)/.exec(normalizeForMatch(line))?.[1] ?? "";
}
