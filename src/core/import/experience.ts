import { findDateRange, isDateOnly } from "./dates.ts";
import { DESCRIPTION_LABEL, type EntryBlock, rowsOf, splitEntries } from "./entries.ts";
import { cleanPart, type EntryParts, entryParts } from "./entry-parts.ts";
import type { ExtractedExperience, Read } from "./extracted-resume.ts";
import type { Line } from "./reading-order.ts";
import { hasBullet, squash, stripBullet } from "./text.ts";
import { hasRoleWord, roleScore } from "./vocabulary.ts";

/** The jobs in an experience section, in printed order, each with the fields guessed at. */
export function parseExperiences(lines: Line[]): Read<ExtractedExperience>[] {
  const blocks = splitEntries(lines, "experience");
  const entries = blocks.map((block) => ({ block, parts: entryParts(block) }));
  const dated = entries.filter((e) => e.parts.range !== null);
  const kept = dated.length > 0 ? dated : entries.filter((e) => e.block.header.length <= 3);
  const roleFirst = orientation(kept.map((e) => e.parts));
  const underEmployer = rolesUnderEmployer(kept.map((e) => e.block));
  const jobs = kept
    .map(({ block, parts }, i) => {
      const { cargo, empresa, guessed } = underEmployer[i]
        ? { cargo: underEmployer[i], empresa: "", guessed: false }
        : roleAndCompany(parts, roleFirst);
      const range = parts.range;
      const unsure: Read<ExtractedExperience>["unsure"] = guessed ? ["cargo", "empresa"] : [];
      // A job printed with one year ('2017') began and ended that year; a month alone is a start.
      const oneYear = range !== null && !range.end && !range.current && /^\d{4}$/.test(range.start ?? "");
      if (oneYear) unsure.push("dataFim");
      const value: ExtractedExperience = {
        empresa,
        cargo,
        dataInicio: range?.start ?? null,
        dataFim: range?.current ? null : oneYear ? (range?.start ?? null) : (range?.end ?? null),
        atual: range?.current ?? false,
      };
      const descricao = descriptionText(block.description);
      if (descricao) value.descricao = squashLines(descricao);
      return { value, unsure };
    })
    .filter(({ value }) => value.empresa !== "" || value.cargo !== "");
  return jobs.map(sharedEmployer);
}

/**
 * Entries that are a role alone under the employer of an entry above: where an entry prints its employer
 * set out left of its role ('Stellantis — Betim, MG' / '  Diretor de Operações'), the entries after it that
 * start where that role starts are roles at that employer, their whole line the role ('Gerente de Produção —
 * Montagem Final'). Null for the others.
 */
function rolesUnderEmployer(blocks: EntryBlock[]): (string | null)[] {
  let roleX: number | null = null;
  return blocks.map((block) => {
    // Each row's first name, a period printed before it ('2018 - 2021  Mecânico Automotivo') passed over.
    const [first, second] = rowsOf(block.header)
      .map((row) => row.find((l) => !isDateOnly(l.text)))
      .filter((l) => l !== undefined);
    if (!first) return null;
    if (second && second.x > first.x + 2) {
      roleX = second.x;
      return null;
    }
    if (roleX === null || Math.abs(first.x - roleX) > 2) {
      roleX = null;
      return null;
    }
    const named = block.header.filter((l) => !isDateOnly(l.text)).map((l) => l.text);
    const text = named.join(" ");
    const range = findDateRange(text);
    const role = cleanPart(
      range ? text.slice(0, range.index) + text.slice(range.index + range.length) : text,
    );
    return role || null;
  });
}

/**
 * Several roles printed under one employer ('Itaú Unibanco' / 'Gerente de Projetos 2020 – atual' /
 * 'Analista Sênior 2017 – 2019'): a role printed without a company is at the employer of the role above it.
 */
function sharedEmployer(job: Read<ExtractedExperience>, index: number, all: Read<ExtractedExperience>[]) {
  if (job.value.empresa !== "" || index === 0) return job;
  const above = all.slice(0, index).findLast((other) => other.value.empresa !== "");
  if (!above) return job;
  return {
    value: { ...job.value, empresa: above.value.empresa },
    unsure: [...job.unsure, "empresa" as const],
  };
}

/** How far in (points) a line must start to read as set in from the others. */
const INDENT = 4;

/**
 * The description as the wizard writes it: a line per paragraph, and list items after '- ' so the templates
 * draw them as a list again. An item is a line with a bullet, or, where the markers were drawn as shapes and
 * no line has one, a line set in from the description's own paragraphs.
 */
function descriptionText(printed: Line[]): string {
  // A label ('Atividades:') is left out, and its line read as starting where the lines under it start.
  const lines = printed
    .map((l, i) =>
      DESCRIPTION_LABEL.test(l.text)
        ? { ...l, text: l.text.replace(DESCRIPTION_LABEL, ""), x: printed[i + 1]?.x ?? l.x }
        : l,
    )
    .filter((l) => l.text !== "");
  const left = Math.min(...lines.map((l) => l.x));
  const drawnMarkers =
    !lines.some((l) => hasBullet(l.text)) &&
    lines.some((l) => l.x <= left + 2) &&
    lines.some((l) => l.x > left + INDENT);
  return lines
    .map((l) => {
      if (hasBullet(l.text)) return `- ${stripBullet(l.text)}`;
      return drawnMarkers && l.x > left + INDENT ? `- ${l.text}` : l.text;
    })
    .join("\n");
}

function squashLines(text: string): string {
  return text
    .split("\n")
    .map((l) => squash(l))
    .filter(Boolean)
    .join("\n");
}

/** Whether this section prints the role before the company, voted over its entries. */
function orientation(all: EntryParts[]): boolean {
  let vote = 0;
  for (const parts of all) {
    const [a, b] = parts.parts;
    if (a === undefined || b === undefined) continue;
    vote += Math.sign(roleScore(a) - roleScore(b));
  }
  return vote >= 0;
}

/** Role and company of an entry; `guessed` when neither a label nor the words told which is which. */
function roleAndCompany(
  parts: EntryParts,
  roleFirst: boolean,
): { cargo: string; empresa: string; guessed: boolean } {
  const labelledRole =
    parts.labelled.get("cargo") ??
    parts.labelled.get("funcao") ??
    parts.labelled.get("role") ??
    parts.labelled.get("position") ??
    parts.labelled.get("title");
  // In a job, the institution is the employer ('Instituição: PUCRS').
  const labelledCompany =
    parts.labelled.get("empresa") ??
    parts.labelled.get("company") ??
    parts.labelled.get("employer") ??
    parts.labelled.get("instituicao") ??
    parts.labelled.get("institution");
  const [a, b] = parts.parts;
  if (labelledRole || labelledCompany) {
    const empresa = labelledCompany ?? (labelledRole ? a : b) ?? "";
    return { cargo: labelledRole ?? a ?? "", empresa, guessed: false };
  }
  if (a === undefined) return { cargo: "", empresa: "", guessed: false };
  if (b === undefined) {
    // One name alone: a role if it says one ('Software Engineer' under the employer above), else an employer.
    const role = roleScore(a);
    if (role > 0 || (role === 0 && hasRoleWord(a))) return { cargo: a, empresa: "", guessed: role === 0 };
    return { cargo: "", empresa: a, guessed: role === 0 };
  }
  const own = roleScore(a) - roleScore(b);
  const first = own !== 0 ? own > 0 : roleFirst;
  const guessed = own === 0;
  return first
    ? { cargo: a, empresa: withoutPlace(b), guessed }
    : { cargo: b, empresa: withoutPlace(a), guessed };
}

/**
 * 'PicPay, São Paulo' -> 'PicPay': after a comma, a short capitalised name with no employer word is where
 * the company is, not part of its name ('Carvalho, Mendes & Associados' keeps its comma).
 */
function withoutPlace(company: string): string {
  const match =
    /^(.+?),\s+((?:\p{Lu}[\p{L}'’.-]*|d[aeo]s?)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|d[aeo]s?)){0,3})$/u.exec(company);
  if (!match) return company;
  const place = match[2] as string;
  if (roleScore(place) < 0 || /&/.test(place)) return company;
  return match[1] as string;
}
