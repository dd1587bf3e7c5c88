/** The experience filter of /exemplos-de-curriculo (spec part 2 §2, §9). */
export const EXPERIENCE_LEVELS = [
  { id: "junior", label: "Júnior (0-2 anos)", badge: "Júnior" },
  { id: "pleno", label: "Pleno (3-5 anos)", badge: "Pleno" },
  { id: "senior", label: "Sênior (6+ anos)", badge: "Sênior" },
] as const;

type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]["id"];
export type LevelFilter = "todos" | ExperienceLevel;

type ExampleExperience = {
  role: string;
  company: string;
  period: string;
  achievements: string[];
};

/** A resume example: fictional person, written the way a good real resume reads. */
export type ResumeExample = {
  id: string;
  role: string;
  level: ExperienceLevel;
  person: string;
  city: string;
  summary: string;
  experiences: ExampleExperience[];
  education: string[];
  skills: string[];
};

export type ExampleField = { id: string; label: string; examples: ResumeExample[] };

export function levelBadge(level: ExperienceLevel): string {
  return EXPERIENCE_LEVELS.find((l) => l.id === level)?.badge ?? level;
}

export function filterByLevel(examples: ResumeExample[], filter: LevelFilter): ResumeExample[] {
  return filter === "todos" ? examples : examples.filter((example) => example.level === filter);
}
