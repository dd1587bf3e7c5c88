import { fold } from "./text.ts";

export type SectionKind =
  | "summary"
  | "objective"
  | "experience"
  | "education"
  | "skills"
  | "hardSkills"
  | "softSkills"
  | "languages"
  | "contact"
  | "other";

/**
 * Section headings as Portuguese and English resumes print them, keyed by their letters only (no accents,
 * spaces or punctuation), so 'FORMAÇÃO ACADÊMICA', 'Formação acadêmica:' and 'F O R M A Ç Ã O' all match.
 */
const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    "resumo",
    "resumoprofissional",
    "resumodequalificacoes",
    "resumodecarreira",
    "perfil",
    "perfilprofissional",
    "sobre",
    "sobremim",
    "apresentacao",
    "sintese",
    "sinteseprofissional",
    "summary",
    "professionalsummary",
    "careersummary",
    "executivesummary",
    "profile",
    "professionalprofile",
    "about",
    "aboutme",
    "qualificacoesprofissionais",
    "summaryofqualifications",
    "resumo das qualificacoes",
    "resumo de competencias",
    "sintese de qualificacoes",
    "perfil e objetivos",
    "apresentacao pessoal",
    "quem sou",
    "overview",
    "personal statement",
    "professional profile",
  ],
  objective: [
    "objetivo",
    "objetivoprofissional",
    "objetivos",
    "objective",
    "careerobjective",
    "objetivodecarreira",
  ],
  experience: [
    "experiencia",
    "experiencias",
    "experienciaprofissional",
    "experienciasprofissionais",
    "historicoprofissional",
    "trajetoria",
    "trajetoriaprofissional",
    "carreira",
    "atuacaoprofissional",
    "experience",
    "experiences",
    "workexperience",
    "professionalexperience",
    "employment",
    "employmenthistory",
    "workhistory",
    "career",
    "careerhistory",
    "relevantexperience",
    "historico de trabalho",
    "experiencia de trabalho",
    "experiencia profissional relevante",
    "empregos anteriores",
    "ultimas experiencias",
    "principais experiencias",
    "professional history",
    "work experiences",
  ],
  education: [
    "formacao",
    "formacaoacademica",
    "formacaoescolar",
    "formacaoprofissional",
    "educacao",
    "escolaridade",
    "historicoacademico",
    "education",
    "academicbackground",
    "academicformation",
    "formacao educacional",
    "graduacao",
    "qualificacao academica",
    "academic background",
    "academic education",
    "educational background",
    "qualifications",
    "education and training",
    "formacao e cursos",
  ],
  hardSkills: [
    "conhecimentos",
    "conhecimentostecnicos",
    "conhecimentosespecificos",
    "competenciastecnicas",
    "habilidadestecnicas",
    "hardskills",
    "ferramentas",
    "stack",
    "tecnologias",
    "informatica",
    "technicalskills",
    "tools",
    "technologies",
    "coreskills",
    "qualificacoes",
    "areasdeatuacao",
    "areasdeespecializacao",
    "especialidades",
    "tech stack",
    "stack tecnica",
    "stack tecnologica",
    "ferramentas e tecnologias",
    "tecnologias e ferramentas",
    "tools and technologies",
    "technical stack",
    "habilidades tecnicas e ferramentas",
    "conhecimentos em informatica",
    "softwares",
    "competencias tecnicas e ferramentas",
    "programming languages",
    "linguagens",
    "linguagens de programacao",
  ],
  softSkills: [
    "softskills",
    "competenciascomportamentais",
    "competenciasinterpessoais",
    "competenciaspessoais",
    "habilidadescomportamentais",
    "habilidadesinterpessoais",
    "habilidadespessoais",
    "perfilpessoal",
    "perfilcomportamental",
    "strengths",
    "interpersonal",
    "interpersonalskills",
    "softskill",
    "other",
    "outros",
    "outrashabilidades",
    "personalskills",
  ],
  skills: [
    "habilidades",
    "competencias",
    "skills",
    "habilidadesecompetencias",
    "competenciasehabilidades",
    "habilidades e competencias",
    "competencias e habilidades",
    "keyskills",
  ],
  languages: ["idiomas", "idioma", "linguas", "linguasestrangeiras", "languages", "language"],
  contact: ["contato", "contatos", "contact", "contactinfo", "contactinformation", "informacoesdecontato"],
  other: [
    "cursos",
    "cursoscomplementares",
    "cursoselivres",
    "cursosextracurriculares",
    "formacaocomplementar",
    "certificacoes",
    "certificados",
    "certificacoes e cursos",
    "cursos e certificacoes",
    "cursos e certificados",
    "certifications",
    "courses",
    "dadospessoais",
    "informacoespessoais",
    "informacoesadicionais",
    "informacoescomplementares",
    "outrasinformacoes",
    "projetos",
    "projetosacademicos",
    "projetospessoais",
    "projects",
    "referencias",
    "references",
    "premios",
    "premiosereconhecimentos",
    "awards",
    "voluntariado",
    "trabalhovoluntario",
    "volunteering",
    "atividadescomplementares",
    "atividadesextracurriculares",
    "publicacoes",
    "publications",
    "interesses",
    "interests",
    "hobbies",
    "links",
    "portfolio",
    "additionalinformation",
  ],
};

const BY_KEY = new Map<string, SectionKind>();
for (const [kind, keys] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const key of keys) for (const variant of headingKeys(key)) BY_KEY.set(variant, kind);
}

/**
 * The letters of a heading, with and without connectors: '2. Formação Acadêmica:' -> 'formacaoacademica';
 * 'Education & Training' -> 'educationtraining'; letter-spaced 'F O R M A Ç Ã O' -> 'formacao'.
 */
function headingKeys(text: string): string[] {
  let folded = fold(text).replace(/^\s*(?:\d+|[ivx]+)[.)-]?\s+/, "");
  const tokens = folded.split(/\s+/).filter(Boolean);
  // Letter-spaced: mostly one-letter tokens (kerning may pair a few letters).
  if (tokens.length >= 4 && tokens.filter((t) => t.length === 1).length >= 0.5 * tokens.length) {
    folded = folded.replace(/\s+/g, "").replace(/&/g, " & ");
  }
  const plain = folded.replace(/&|\band\b|\be\b/g, " ").replace(/[^a-z]/g, "");
  const letters = folded.replace(/&/g, "e").replace(/[^a-z]/g, "");
  return plain === letters ? [plain] : [plain, letters];
}

/** The section a heading text names, or null when it is not a known heading. */
export function headingKind(text: string): SectionKind | null {
  if (text.length > 60) return null;
  for (const key of headingKeys(text)) {
    const kind = BY_KEY.get(key);
    if (kind) return kind;
  }
  return null;
}
