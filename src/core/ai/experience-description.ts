import { atCompany, isSelfEmployed, selfEmployedMode } from "./company-phrase.ts";
import { EXPERIENCE_LINES } from "./experience-lines.ts";
import { detectRoleFamily } from "./role-family.ts";
import { createRng, cycleIndex, shuffled } from "./seeded.ts";

export type ExperienceDescriptionInput = { empresa: string; cargo: string; atual?: boolean };

/**
 * Three or four '• ' bullets for one job, specific to the role family read from the title, in the
 * present for a current job and in the past otherwise, naming the company once.
 * Another seed gives another selection and order of bullets.
 */
export function generateExperienceDescription(input: ExperienceDescriptionInput, seed = 0): string {
  const lines = EXPERIENCE_LINES[detectRoleFamily(input.cargo)];
  const rng = createRng(seed);
  const plainCount = rng() < 0.5 ? 2 : 3;
  const plain = shuffled(lines.plain, rng)
    .slice(0, plainCount)
    .map((line) => bullet(line, "", input.atual));
  if (isSelfEmployed(input.empresa)) return [selfEmployedBullet(input, seed), ...plain].join("\n");
  const companyLine = lines.company[cycleIndex(seed, lines.company.length)] as string;
  return [bullet(companyLine, atCompany(input.empresa), input.atual), ...plain].join("\n");
}

function bullet(line: string, where: string, atual: boolean | undefined): string {
  const [present = "", past = "", rest = ""] = line.split("|");
  return `• ${atual ? present : past} ${rest.replace("{em}", where ? ` ${where}` : "")}`;
}

const SELF_EMPLOYED_ENDINGS = [
  "atendendo clientes diretamente e cuidando de toda a rotina do trabalho.",
  "com responsabilidade por todo o ciclo do serviço, do primeiro contato à entrega.",
];

/** 'na empresa Autônomo' would be wrong: self-employment gets its own opening bullet. */
function selfEmployedBullet(input: ExperienceDescriptionInput, seed: number): string {
  const role = input.cargo.trim() ? ` na função de ${input.cargo.trim()}` : "";
  const ending = SELF_EMPLOYED_ENDINGS[cycleIndex(seed, SELF_EMPLOYED_ENDINGS.length)] as string;
  return `• ${input.atual ? "Atuo" : "Atuei"} ${selfEmployedMode(input.empresa)}${role}, ${ending}`;
}
