// Run by `npm run bench`: the spelling check's figures: reading the dictionary, then a two-page resume.
import fc from "fast-check";
import { spellingTexts } from "#core/analysis/spelling-words.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { longSampleResume } from "#core/sample-resume.ts";
import { maximalResume } from "#core/testing/maximal-resume.ts";
import { loadSpellChecker } from "#server/analysis/spell-checker.ts";
import { checkSpelling } from "#server/analysis/spelling.ts";

const MISTAKES: [string, string][] = [
  ["experiência", "experiencia"],
  ["custos", "custso"],
  ["reduzi", "reduzí"],
  ["responsável", "responsavel"],
  ["campanhas", "campanahs"],
  ["conteúdo", "conteudo"],
  ["relacionamento", "relacionamneto"],
  ["orçamento", "orcamento"],
  ["fornecedores", "fornecedroes"],
  ["diretoria", "diretorai"],
];

/** The long sample (two to three pages) with ten typical mistakes, each word replaced wherever it is. */
function withMistakes(data: ResumeData): ResumeData {
  const spoil = (text: string) =>
    MISTAKES.reduce((out, [right, wrong]) => out.replaceAll(right, wrong), text);
  return {
    ...data,
    resumo: spoil(data.resumo),
    experiencias: data.experiencias.map((job) => ({ ...job, descricao: spoil(job.descricao) })),
  };
}

const ms = (start: number) => `${(performance.now() - start).toFixed(1)} ms`;

let start = performance.now();
await loadSpellChecker();
console.log(`Spelling: dictionary read and indexed (first analysis only)  ${ms(start)}`);

start = performance.now();
const clean = await checkSpelling(longSampleResume);
console.log(
  `  long sample, no mistakes                                  ${ms(start)} (${clean.length} findings)`,
);

const spoilt = withMistakes(longSampleResume);
start = performance.now();
const found = await checkSpelling(spoilt);
console.log(
  `  long sample, 10 new mistakes (suggestions looked for)     ${ms(start)} (${found.length} findings)`,
);
start = performance.now();
await checkSpelling(spoilt);
console.log(`  the same again (suggestions kept)                          ${ms(start)}`);

const [maximal] = fc.sample(maximalResume, { numRuns: 1, seed: 1 });
if (maximal) {
  start = performance.now();
  const words = spellingTexts(maximal).reduce((sum, text) => sum + text.words.length, 0);
  console.log(`  words of a resume at every cap picked out                 ${ms(start)} (${words} words)`);
  start = performance.now();
  const findings = await checkSpelling(maximal);
  console.log(
    `  resume at every cap checked                               ${ms(start)} (${findings.length} findings)`,
  );
}
