import { createRng, cycleIndex, pick } from "./seeded.ts";
import { buildSummaryProfile, type SummaryInput, type SummaryProfile } from "./summary-profile.ts";
import {
  closingSentence,
  FIRST_JOB_GOALS,
  firstJobOpening,
  focusSentence,
  interestSentence,
  openingSentence,
  skillsSentence,
  WORK_HABITS,
} from "./summary-sentences.ts";
import { capitalizeFirst } from "./text.ts";

export type { SummaryInput } from "./summary-profile.ts";

const MIN_LENGTH = 300;
const MAX_LENGTH = 600;

/**
 * The simulated 'Gerar com IA' professional summary (spec part 1 §4): three or four sentences built
 * from the person's role, years of experience, employers, education and skills. Another seed gives
 * another wording (the opening always changes between consecutive seeds). `now` is the day current
 * jobs count up to; pass it to keep results fixed.
 */
export function generateSummary(input: SummaryInput, seed = 0, now: Date = new Date()): string {
  const profile = buildSummaryProfile(input, seed, now);
  const rng = createRng(seed);
  if (profile.hasJobs) return fitLength(experiencedSentences(profile, seed, rng), 1, rng);
  if (profile.education || profile.hard.length || profile.soft.length) {
    return fitLength(firstJobSentences(profile, seed, rng), 2, rng);
  }
  return sparseText(profile, seed, rng);
}

function experiencedSentences(p: SummaryProfile, seed: number, rng: () => number): string[] {
  const skills = skillsSentence(p, rng, false);
  const sentences = [
    openingSentence(p, cycleIndex(seed, 3)),
    focusSentence(p, rng),
    skills,
    closingSentence(p, rng),
  ];
  const present = sentences.filter((s): s is string => s !== undefined);
  // Four short sentences can still fall under the minimum; naming both focus areas fills it with substance.
  if (present.length === 4 && present.join(" ").length < MIN_LENGTH) {
    present[1] = `Meu trabalho tem foco em ${p.phrases.focus[0]}, além de ${p.phrases.focus[1]}.`;
  }
  return present;
}

function firstJobSentences(p: SummaryProfile, seed: number, rng: () => number): string[] {
  const skills = skillsSentence(p, rng, true);
  return [
    firstJobOpening(p, cycleIndex(seed, 2)),
    skills,
    interestSentence(p, rng),
    pick(FIRST_JOB_GOALS, rng),
  ].filter((s): s is string => s !== undefined);
}

/** Only a job title, or nothing at all: a framing of the role plus habits anyone can stand behind. */
function sparseText(p: SummaryProfile, seed: number, rng: () => number): string {
  const [first, second] =
    cycleIndex(seed, 2) === 0 ? p.phrases.focus : [p.phrases.focus[1], p.phrases.focus[0]];
  const opening = p.role
    ? pick(
        [
          `${capitalizeFirst(p.role)} com foco em ${first}.`,
          `Como ${p.role}, concentro meu trabalho em ${first}.`,
        ],
        rng,
      )
    : `Profissional com foco em ${first}.`;
  const sentences = [opening, pick(WORK_HABITS, rng)];
  if (p.role) sentences.push(`Minha atuação também envolve ${second}.`);
  sentences.push("Busco novos desafios em que possa contribuir para resultados consistentes.");
  // No instructions in the text: it goes into the resume as it is. What to add is said beside the field.
  return sentences.join(" ");
}

/**
 * Keeps the text within 300–600 characters: when long, drops the sentence at `expendable` (the one
 * least about this person); when short, adds a work habit before the closing sentence.
 */
function fitLength(sentences: string[], expendable: number, rng: () => number): string {
  let parts = [...sentences];
  if (parts.join(" ").length > MAX_LENGTH && parts.length > 3)
    parts = parts.filter((_, i) => i !== expendable);
  if (parts.join(" ").length < MIN_LENGTH && parts.length < 4) {
    parts.splice(parts.length - 1, 0, pick(WORK_HABITS, rng));
  }
  return parts.join(" ");
}
