import type { Education } from "../resume/education.ts";
import { lowerFirst, normalizeForMatch } from "./text.ts";

// Soft skills are often typed as adjectives ('Proativo', 'Organizada'), which cannot follow
// 'pontos fortes' without gender agreement; the matching noun reads well for everyone.
const SOFT_SKILL_NOUNS: Record<string, string> = {
  proativo: "proatividade",
  organizado: "organização",
  comunicativo: "comunicação",
  dedicado: "dedicação",
  responsavel: "responsabilidade",
  flexivel: "flexibilidade",
  criativo: "criatividade",
  pontual: "pontualidade",
  resiliente: "resiliência",
  empatico: "empatia",
  colaborativo: "colaboração",
  comprometido: "comprometimento",
  etico: "ética",
  paciente: "paciência",
  determinado: "determinação",
  focado: "foco",
  adaptavel: "adaptabilidade",
  lider: "liderança",
  honesto: "honestidade",
  disciplinado: "disciplina",
  persistente: "persistência",
  cordial: "cordialidade",
  analitico: "pensamento analítico",
  detalhista: "atenção aos detalhes",
  autodidata: "facilidade de aprendizado",
  curioso: "curiosidade",
  extrovertido: "boa comunicação",
  otimista: "otimismo",
  educado: "cordialidade",
  prestativo: "prestatividade",
};

/** 'Proativa' -> 'proatividade'; 'Trabalho em equipe' -> 'trabalho em equipe'. */
export function softSkillPhrase(skill: string): string {
  const key = normalizeForMatch(skill).replace(/a$/, "o");
  return SOFT_SKILL_NOUNS[key] ?? SOFT_SKILL_NOUNS[normalizeForMatch(skill)] ?? lowerFirst(skill.trim());
}

// Course names that already say the degree ('Bacharelado em Direito', 'MBA em Gestão') must not be
// wrapped again in 'formação em'.
const DEGREE_WORDS = new Set(
  "bacharelado|licenciatura|graduacao|mba|mestrado|doutorado|especializacao|extensao".split("|"),
);

type Course = Pick<Education, "curso" | "situacao">;

/**
 * The education in two shapes: `sentence` follows a capital letter or a comma as a clause
 * ('tenho formação em Administração', 'estou cursando Direito'); `phrase` qualifies a noun
 * ('com formação em Administração', 'cursando Direito'). No gendered word such as 'formado'.
 */
export function courseClause(formacao: Course): { sentence: string; phrase: string } {
  const curso = formacao.curso.trim();
  const key = normalizeForMatch(curso);
  const inProgress = formacao.situacao === "em_andamento";
  const first = key.split(/[\s-]/)[0] ?? "";
  let object: string;
  if (key.startsWith("ensino medio") || key.startsWith("ensino fundamental")) {
    const level = key.startsWith("ensino medio") ? "ensino médio" : "ensino fundamental";
    object = inProgress ? `o ${level}` : `${level} completo`;
  } else if (/^(tecnico|curso) /.test(key)) {
    const course = first === "tecnico" ? `curso ${lowerFirst(curso)}` : lowerFirst(curso);
    return inProgress
      ? { sentence: `estou fazendo um ${course}`, phrase: `fazendo um ${course}` }
      : { sentence: `tenho ${course}`, phrase: `com ${course}` };
  } else if (/^tecnologo (em|de) /.test(key)) {
    // 'Tecnólogo em Logística' names the graduate, not the course; finished, it reads as the training.
    object = inProgress ? lowerFirst(curso) : `formação tecnológica ${curso.slice(curso.indexOf(" ") + 1)}`;
  } else if (DEGREE_WORDS.has(first) || first === "pos") {
    object = lowerFirst(curso);
  } else {
    object = inProgress ? curso : `formação em ${curso}`;
  }
  return inProgress
    ? { sentence: `estou cursando ${object}`, phrase: `cursando ${object}` }
    : { sentence: `tenho ${object}`, phrase: `com ${object}` };
}
