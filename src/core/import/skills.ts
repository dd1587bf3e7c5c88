import type { Line } from "./reading-order.ts";
import { fold, hasBullet, squash, stripBullet } from "./text.ts";

/** Interpersonal skills, folded; a mixed list puts these among the soft skills. */
const SOFT = [
  "comunicacao",
  "comunicativ",
  "lideranca",
  "trabalho em equipe",
  "equipe",
  "empatia",
  "proatividade",
  "proativ",
  "organizacao",
  "organizad",
  "resiliencia",
  "negociacao",
  "criatividade",
  "flexibilidade",
  "adaptabilidade",
  "responsabilidade",
  "pontualidade",
  "honestidade",
  "agilidade",
  "colaboracao",
  "cordialidade",
  "simpatia",
  "paciencia",
  "etica",
  "escuta",
  "mediacao",
  "relacionamento",
  "atendimento ao",
  "argumentacao",
  "didatica",
  "pensamento critico",
  "resolucao de problemas",
  "foco em resultado",
  "gestao de tempo",
  "vontade de aprender",
  "iniciativa",
  "dinamismo",
  "comprometimento",
  "disciplina",
  "inteligencia emocional",
  "trabalho sob pressao",
  "mentoria",
  "storytelling",
  "communication",
  "leadership",
  "teamwork",
  "collaboration",
  "empathy",
  "negotiation",
  "problem solving",
  "ownership",
  "mentoring",
  "curiosity",
  "relationship",
  "adaptability",
  "creativity",
  "facilitation",
  "stakeholder",
  "time management",
  "critical thinking",
  "written communication",
  "incident command",
];

export function isSoftSkill(skill: string): boolean {
  const folded = fold(skill);
  return SOFT.some((s) => folded.includes(s));
}

const ITEM_SEPARATOR = /\s*[,;•·|▪●]\s*|\s{3,}/u;

/** The skills listed in a section: bullets, chips, comma or dot-separated lists, wrapped items joined. */
export function parseSkillList(lines: Line[]): string[] {
  // Each logical item is kept as its printed pieces and joined once: appending to one growing string and
  // testing its end on every wrapped line would copy it each time.
  const logical: string[][] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    const last = logical.length - 1;
    const wrapped =
      previous &&
      !line.paragraph &&
      !line.sameRow &&
      !hasBullet(text) &&
      line.gapAbove < 1.5 &&
      ((hasBullet(previous.text) && line.x > previous.x + 2) ||
        /^\p{Ll}/u.test(text) ||
        /[,(-]$/.test(previous.text)) &&
      !/[,;.]$/.test(logical[last]?.at(-1) ?? "");
    if (wrapped && last >= 0) logical[last]?.push(text);
    else logical.push([text]);
    previous = line;
  }
  const skills: string[] = [];
  for (const text of logical.map((pieces) => pieces.join(" "))) {
    const items = stripBullet(text).split(ITEM_SEPARATOR);
    if (items.length > 1) {
      // 'Python, Java e SQL': the last pair joined by 'e' / 'and'.
      const tail = items.pop() as string;
      items.push(...tail.split(/\s+(?:e|and)\s+(?=\p{Lu})/u));
    }
    for (const item of items) {
      const skill = cleanSkill(item);
      if (skill) skills.push(skill);
    }
  }
  return [...new Set(skills)];
}

function cleanSkill(raw: string): string | null {
  let skill = squash(stripBullet(raw).replace(/[●○◐◯★☆■□]+/gu, " "))
    // The lookbehind keeps a long dot leader inside the text from being rescanned from each of its dots.
    .replace(/^[\s.:;–—-]+|(?<![\s.;:–—-])[\s.;:–—-]+$/g, "")
    .trim();
  // 'Ferramentas: Excel' keeps the value.
  const colon = /^[^:]{2,30}:\s*(.+)$/.exec(skill);
  if (colon) skill = (colon[1] as string).trim();
  if (skill.length < 2 || skill.length > 60) return null;
  if (skill.split(/\s+/).length > 10 || (skill.split(/\s+/).length > 6 && /[.!]$/.test(raw.trim())))
    return null;
  return skill;
}
