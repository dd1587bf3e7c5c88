import { findDateRange, isOpenPeriod } from "./dates.ts";
import { rowsOf } from "./entries.ts";
import { headingKind } from "./headings.ts";
import type { Line } from "./reading-order.ts";
import type { Segment } from "./segments.ts";
import { fold, hasBullet, squash } from "./text.ts";

/**
 * Column titles of the tables Word resumes print jobs and courses in ('Período | Empresa | Cargo |
 * Principais atividades'), by folded text, with the label each cell is given so the entry reader takes it as
 * a labelled value ('Empresa: Amaggi') or a description ('Atividades: …').
 */
const TITLES: Record<string, string> = {
  periodo: "Período",
  data: "Período",
  datas: "Período",
  ano: "Período",
  anos: "Período",
  period: "Período",
  dates: "Período",
  year: "Período",
  empresa: "Empresa",
  companhia: "Empresa",
  empregador: "Empresa",
  company: "Empresa",
  employer: "Empresa",
  cargo: "Cargo",
  funcao: "Cargo",
  posicao: "Cargo",
  role: "Cargo",
  position: "Cargo",
  title: "Cargo",
  atividades: "Atividades",
  "principais atividades": "Atividades",
  descricao: "Atividades",
  responsabilidades: "Atividades",
  description: "Atividades",
  responsibilities: "Atividades",
  destaques: "Atividades",
  resultados: "Atividades",
  realizacoes: "Atividades",
  highlights: "Atividades",
  achievements: "Atividades",
  curso: "Curso",
  formacao: "Curso",
  course: "Curso",
  degree: "Curso",
  instituicao: "Instituição",
  escola: "Instituição",
  institution: "Instituição",
  school: "Instituição",
  local: "Local",
  cidade: "Local",
  location: "Local",
  situacao: "Situação",
  status: "Situação",
};

const titleOf = (text: string) => TITLES[squash(fold(text).replace(/[:.]/g, ""))];

/** A table's header row: two or more cells, each a column title. */
export function isTableHeader(row: Pick<Segment, "text">[]): boolean {
  return row.length >= 2 && row.every((cell) => titleOf(cell.text) !== undefined);
}

interface Column {
  label: string;
  x: number;
}

/**
 * Tables of jobs or courses under a header row read as labelled entries: each record (a row and the rows
 * its cells wrap onto) becomes one line per cell, 'Empresa: Amaggi', 'Período: 01/2020 – atual'. A record
 * starts where the first column's cell starts again after a complete one.
 */
export function readTables(lines: Line[]): Line[] {
  const out: Line[] = [];
  const rows = rowsOf(lines);
  for (let r = 0; r < rows.length; r++) {
    const header = rows[r] as Line[];
    if (!isTableHeader(header)) {
      out.push(...header);
      continue;
    }
    const columns = header.map((cell) => ({ label: titleOf(cell.text) as string, x: cell.x }));
    const period = columns.findIndex((column) => column.label === "Período");
    const key = Math.max(0, period);
    let record: string[][] | null = null;
    let first: Line = header[0] as Line;
    const flush = () => {
      if (record) out.push(...recordLines(record, columns, first));
      record = null;
    };
    for (r = r + 1; r < rows.length; r++) {
      const row = rows[r] as Line[];
      if (isTableHeader(row) || !inTable(row, columns)) {
        r--;
        break;
      }
      const cells = cellsOf(row, columns);
      const opening = opensRecord(cells, record, key, period >= 0);
      if (opening || record === null) {
        flush();
        record = columns.map(() => []);
        first = row[0] as Line;
      }
      cells.forEach((text, i) => {
        if (text !== undefined) (record as string[][])[i]?.push(text);
      });
    }
    flush();
  }
  return out;
}

/**
 * Whether a row starts a new record: its cell in the key column (the period where there is one, else the
 * first) starts while the record's own is complete; a period cut short ('01/2020 –') goes on.
 */
function opensRecord(
  cells: (string | undefined)[],
  record: string[][] | null,
  key: number,
  byPeriod: boolean,
) {
  if (record === null) return true;
  const cell = cells[key];
  const own = (record[key] ?? []).join(" ");
  if (cell === undefined || own === "" || isOpenPeriod(own)) return false;
  return !byPeriod || findDateRange(cell) !== null;
}

function recordLines(record: string[][], columns: Column[], first: Line): Line[] {
  return columns.flatMap((column, i) => {
    const text = squash((record[i] ?? []).join(" "));
    return text ? [{ ...first, text: `${column.label}: ${text}`, sameRow: false, gapAbove: 1.3 }] : [];
  });
}

/**
 * A row belongs to the table while its cells start where the columns do; a bullet in the first column, a
 * heading or a sentence on its own (text under the table) ends it. Bullets further right are a description
 * cell's list.
 */
function inTable(row: Line[], columns: Column[]): boolean {
  const aligned = (cell: Line) => columns.some((column) => Math.abs(cell.x - column.x) <= 6);
  const ends = (cell: Line) =>
    (hasBullet(cell.text) && columnAt(cell.x, columns) <= 0) || headingKind(cell.text) !== null;
  if (!row.every(aligned) || row.some(ends)) return false;
  return row.length > 1 || (row[0] as Line).text.length <= 60;
}

function columnAt(x: number, columns: Column[]): number {
  for (let i = columns.length - 1; i >= 0; i--) if (x >= (columns[i] as Column).x - 6) return i;
  return -1;
}

/** The text of a row under each column; a cell printed into the next column is cut at its edge. */
function cellsOf(row: Line[], columns: Column[]): (string | undefined)[] {
  const cells: (string | undefined)[] = columns.map(() => undefined);
  const add = (i: number, text: string) => {
    if (i >= 0 && text) cells[i] = cells[i] ? `${cells[i]} ${text}` : text;
  };
  for (const cell of row) {
    let text = cell.text;
    let x = cell.x;
    let i = columnAt(x, columns);
    for (let next = i + 1; next < columns.length; next++) {
      const edge = (columns[next] as Column).x;
      if (cell.xEnd <= edge + 4) break;
      const at = cutAt(text, x, cell.xEnd, edge);
      add(i, text.slice(0, at).trim());
      text = text.slice(at).trim();
      x = edge;
      i = next;
    }
    add(i, text);
  }
  return cells;
}

/** Where a run of text printed from x to xEnd crosses an edge: the space nearest the proportional place. */
function cutAt(text: string, x: number, xEnd: number, edge: number): number {
  const guess = Math.round(((edge - x) / Math.max(1, xEnd - x)) * text.length);
  let best = text.length;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === " " && Math.abs(i - guess) < Math.abs(best - guess)) best = i;
  }
  return best;
}
