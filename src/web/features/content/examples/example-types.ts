import type { ExampleLevel, ResumeExample } from "#core/examples/resume-examples.ts";

/** The experience filter of /exemplos-de-curriculo (spec part 2 §2, §9). */
export const EXPERIENCE_LEVELS = [
  { id: "junior", label: "Júnior (0-2 anos)", badge: "Júnior" },
  { id: "pleno", label: "Pleno (3-5 anos)", badge: "Pleno" },
  { id: "senior", label: "Sênior (6+ anos)", badge: "Sênior" },
] as const satisfies readonly { id: ExampleLevel; label: string; badge: string }[];

export type LevelFilter = "todos" | ExampleLevel;

export function levelBadge(level: ExampleLevel): string {
  return EXPERIENCE_LEVELS.find((l) => l.id === level)?.badge ?? level;
}

export function filterByLevel(examples: ResumeExample[], filter: LevelFilter): ResumeExample[] {
  return filter === "todos" ? examples : examples.filter((example) => example.level === filter);
}
