import { atCompany } from "./company-phrase.ts";
import { pick, type Rng } from "./seeded.ts";
import type { SummaryProfile } from "./summary-profile.ts";
import { capitalizeFirst, joinList } from "./text.ts";

// Every frame below is first person without 'Eu', and no word agrees in gender with the person.

/** Where the person works or worked: ' na empresa Acme, após atuar na empresa Beta'. */
function workplaces(p: SummaryProfile): string {
  const earlier =
    p.others.length === 1 ? atCompany(p.others[0] as string) : `em empresas como ${joinList(p.others)}`;
  if (p.current) return ` ${atCompany(p.current)}${p.others.length ? `, após atuar ${earlier}` : ""}`;
  return p.others.length ? ` ${earlier}` : "";
}

export function openingSentence(p: SummaryProfile, variant: number): string {
  const experience = p.years ? `${p.years} de experiência` : "experiência";
  const area = p.phrases.area || "profissional";
  const places = workplaces(p);
  if (variant === 1 && p.role) {
    const who = `Profissional ${p.phrases.field}`.trim();
    const practical = p.years ? experience : "experiência prática";
    return `${who} com ${practical}, ${p.current ? "atualmente" : "tendo atuado"} como ${p.role}${places}.`;
  }
  if (variant === 2 && p.role) {
    const doing = p.current ? "atuo" : "construí minha trajetória";
    return `Com ${experience} ${area}, ${doing} como ${p.role}${places}.`;
  }
  const who = capitalizeFirst(p.role) || `Profissional ${p.phrases.field}`.trim();
  const link = places ? `, ${p.current ? "atualmente" : "tendo atuado"}${places}` : "";
  return `${who} com ${experience} ${area}${link}.`;
}

export function focusSentence(p: SummaryProfile, rng: Rng): string {
  const focus = pick(p.phrases.focus, rng);
  return pick(
    [
      `Meu trabalho tem foco em ${focus}.`,
      `Concentro meu trabalho em ${focus}.`,
      `Ao longo da carreira, priorizei o trabalho com ${focus}.`,
    ],
    rng,
  );
}

function strengths(count: number): string {
  return count > 1 ? "pontos fortes" : "ponto forte";
}

export function skillsSentence(p: SummaryProfile, rng: Rng, firstJob: boolean): string | undefined {
  const hard = joinList(p.hard);
  const soft = joinList(p.soft);
  if (!hard && !soft) return undefined;
  if (!hard)
    return pick(
      [`Tenho como ${strengths(p.soft.length)} ${soft}.`, `Meus diferenciais incluem ${soft}.`],
      rng,
    );
  if (firstJob) {
    if (!soft) return `Desenvolvi conhecimentos em ${hard} em estudos e projetos práticos.`;
    return pick(
      [
        `Desenvolvi conhecimentos em ${hard} em estudos e projetos práticos, e tenho como ${strengths(p.soft.length)} ${soft}.`,
        `Tenho conhecimentos em ${hard}, complementados por ${soft}.`,
      ],
      rng,
    );
  }
  const are = p.hard.length > 1 ? "estão" : "está";
  if (!soft)
    return pick([`Trago conhecimentos em ${hard}.`, `Entre minhas competências ${are} ${hard}.`], rng);
  return pick(
    [
      `Trago conhecimentos em ${hard} e tenho como ${strengths(p.soft.length)} ${soft}.`,
      `Entre minhas competências ${are} ${hard}, ${p.hard.length > 1 ? "complementadas" : "complementada"} por ${soft}.`,
      `Tenho domínio de ${hard}, além de ${soft} como ${p.soft.length > 1 ? "diferenciais" : "diferencial"}.`,
    ],
    rng,
  );
}

const EXPERIENCED_GOALS = [
  "busco novos desafios em que possa contribuir para resultados consistentes",
  "busco oportunidades para seguir crescendo e gerar valor para a equipe e para o negócio",
  "quero levar essa experiência a novos desafios, contribuindo para resultados concretos",
];

export function closingSentence(p: SummaryProfile, rng: Rng): string {
  const goal = pick(EXPERIENCED_GOALS, rng);
  return p.education ? `${capitalizeFirst(p.education.sentence)} e ${goal}.` : `${capitalizeFirst(goal)}.`;
}

export function firstJobOpening(p: SummaryProfile, variant: number): string {
  const target = p.phrases.area || "no mercado de trabalho";
  if (variant === 1) {
    const as = p.role ? `como ${p.role}` : target;
    const then = p.education
      ? ` e ${p.education.sentence}`
      : ", com disposição para aprender e vontade de crescer profissionalmente";
    return `Busco minha primeira oportunidade ${as}${then}.`;
  }
  const who = capitalizeFirst(p.role) || "Profissional";
  const education = p.education ? `, ${p.education.phrase}` : "";
  return `${who} em início de carreira${education}, em busca da primeira oportunidade ${target}.`;
}

export function interestSentence(p: SummaryProfile, rng: Rng): string {
  const focus = pick(p.phrases.focus, rng);
  return pick(
    [`Tenho grande interesse em ${focus}.`, `Meu objetivo é crescer profissionalmente com foco em ${focus}.`],
    rng,
  );
}

export const FIRST_JOB_GOALS = [
  "Procuro um ambiente em que possa aprender, contribuir com a equipe e crescer profissionalmente.",
  "Quero aplicar o que aprendi, evoluir rapidamente e contribuir para os resultados da equipe.",
  "Tenho facilidade para aprender e disposição para assumir novas responsabilidades desde o primeiro dia.",
];

/** Work habits anyone can claim; used when there is too little else to say. */
export const WORK_HABITS = [
  "Tenho facilidade para aprender, organizo bem as prioridades e mantenho uma comunicação clara com colegas, gestores e clientes.",
  "Valorizo o trabalho em equipe, a organização e o cumprimento de prazos, sempre com atenção à qualidade do que entrego.",
];
