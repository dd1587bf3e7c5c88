import { isDateOnly } from "./dates.ts";
import { headingKind } from "./headings.ts";
import { FIELD_LABEL, type Line } from "./reading-order.ts";
import { squash } from "./text.ts";

/**
 * A form's label and its value printed on one row made one line, 'Label: value', the way a resume written
 * with colons prints it: 'Empresa:' + 'Hydro', 'Função ou cargo ocupado' + 'Assistente Social' (a Europass CV,
 * whose labels stand flush right in a gutter and wrap: 'Nome e localidade do' / 'empregador'). The long
 * labels of the standard forms are said as the short ones the entries read ('Cargo:', 'Empresa:'); the
 * lines of a label the resume has no field for are left out with their value.
 */
export function joinFormLabels(lines: Line[]): Line[] {
  const gutter = gutterEdges(lines);
  const inGutter = (line: Line) => gutter.has(edgeOf(line)) && isGutterText(line.text);
  const isLabelEnd = (line: Line) => inGutter(line) && /^\p{Ll}/u.test(line.text) && line.gapAbove < 1.6;
  const out: Line[] = [];
  let dropping = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const next = lines[i + 1];
    // Not a table's header row ('Período' 'Empresa' 'Cargo'): a label's value is no label.
    const valued = next?.sameRow === true && !line.sameRow && !FIELD_LABEL.test(next.text.trim());
    const known = FIELD_LABEL.test(line.text.trim());
    if (!line.sameRow && isLabelEnd(line)) {
      // The end of a label wrapped in its gutter ('responsabilidades', 'empregador'), read with its start;
      // what is printed beside it goes on the value above.
      if (valued && next && !dropping) out.push({ ...next, sameRow: false, gapAbove: line.gapAbove });
      if (valued) i++;
      continue;
    }
    if (valued && inGutter(line) && headingKind(line.text) !== null) {
      // A heading in the gutter ('Competências técnicas' beside 'SAP, Excel') opens its section there.
      out.push({ ...line, gutterHeading: true });
      continue;
    }
    // A word in a heading's type that is no known heading may still be one ('LICENCES'): left as it is.
    if (valued && next && (known || (inGutter(line) && !line.bold && !line.upper))) {
      const name = formLabel(labelText(lines, i, isLabelEnd));
      dropping = name === null;
      if (!dropping)
        out.push({ ...next, text: `${name}: ${next.text}`, sameRow: false, gapAbove: line.gapAbove });
      i++;
      continue;
    }
    // A wrapped value of a label left out goes with it.
    if (dropping && !line.sameRow && line.gapAbove < 1.6 && !inGutter(line) && /^\p{Ll}/u.test(line.text))
      continue;
    dropping = false;
    out.push(line);
  }
  return out;
}

/** The label starting at line i with the end it wrapped onto on the next row, if any. */
function labelText(lines: Line[], i: number, isLabelEnd: (line: Line) => boolean): string {
  const label = (lines[i] as Line).text.trim();
  let j = i + 1;
  while (lines[j]?.sameRow) j++;
  const more = lines[j];
  return more && isLabelEnd(more) ? `${label} ${more.text.trim()}` : label;
}

/**
 * The right edges of a form's label gutter: three or more short label-like texts ending at one edge (a point
 * or two apart) with their values starting just beside it, at one place. Roles with their dates far right,
 * or a list with a second column, are not forms.
 */
function gutterEdges(lines: Line[]): Set<number> {
  const pairs = new Map<string, Line[]>();
  lines.forEach((line, i) => {
    const value = lines[i + 1];
    if (line.sameRow || value?.sameRow !== true || !isGutterText(line.text)) return;
    const gap = value.x - line.xEnd;
    if (gap <= 0 || gap > MAX_LABEL_GAP * line.fontSize) return;
    const key = `${edgeOf(line)}|${Math.round(value.x / EDGE)}`;
    pairs.set(key, [...(pairs.get(key) ?? []), line]);
  });
  const edges = new Set<number>();
  for (const [key, labels] of pairs) {
    const starts = new Set(labels.map((l) => Math.round(l.x / EDGE)));
    if (labels.length >= MIN_GUTTER_LABELS && starts.size > 1) edges.add(Number(key.split("|")[0]));
  }
  // A label's edge may fall a point either side of the one counted.
  for (const edge of [...edges]) edges.add(edge - 1).add(edge + 1);
  return edges;
}

const MIN_GUTTER_LABELS = 3;
/** Widest space between a label and its value, in font sizes. */
const MAX_LABEL_GAP = 3;
/** Edges this close (points) are one. */
const EDGE = 2;
const edgeOf = (line: Line) => Math.round(line.xEnd / EDGE);

/** A label, or a heading standing in a form's gutter. */
const isGutterText = (text: string) => isLabelText(text) || headingKind(text) !== null;

/** Short words with no digits, not a date, a heading or a sentence: what a form's label looks like. */
function isLabelText(text: string): boolean {
  const t = text.trim();
  return (
    t.length > 0 &&
    t.length <= 40 &&
    !/\d|[.;!?]$/.test(t) &&
    !isDateOnly(t) &&
    (headingKind(t) === null || FIELD_LABEL.test(t))
  );
}

/**
 * The standard forms' labels (the Europass CV in Portuguese, English and Spanish, a job portal's) as the short ones the
 * entries read; null for the labels of what a resume here has no field for (its sector, the subjects of a
 * course, a level in a classification). Any other label is kept as printed.
 */
const FORM_LABELS: [RegExp, string | null][] = [
  [/^(?:datas?|dates?|fechas?)$/, "Período"],
  // A public employment portal's 'Currículo do trabalhador'.
  [/^empregador$/, "Empresa"],
  [/^ocupa[cç][aã]o$/, "Cargo"],
  [
    /^(?:fun[cç][aã]o ou cargo ocupado|occupation or position held|(?:empleo|puesto) o cargo ocupado?)$/,
    "Cargo",
  ],
  [
    /^(?:principais atividades e responsabilidades|main activities and responsibilities|(?:principales actividades|funciones) y responsabilidades(?: principales)?)$/,
    "Principais atividades",
  ],
  [
    /^(?:nome e (?:localidade|morada|endere[cç]o) do empregador|name and address of employer|nombre y direcci[oó]n del? (?:empresa o )?empleador)$/,
    "Empresa",
  ],
  [
    /^(?:designa[cç][aã]o da qualifica[cç][aã]o atribu[ií]da|title of qualification awarded|t[ií]tulo de la cualificaci[oó]n obtenida)$/,
    "Curso",
  ],
  [
    /^(?:nome (?:e tipo )?do estabelecimento de ensino(?: ou (?:de )?forma[cç][aã]o)?|nome e tipo da organiza[cç][aã]o de ensino ou forma[cç][aã]o|name and type of organisation providing education and training|nombre y tipo de(?:l centro| la organizaci[oó]n)(?: de estudios| que ha impartido la educaci[oó]n o la formaci[oó]n)?)$/,
    "Instituição",
  ],
  [
    /^(?:nome\(s\) ?\/ ?apelido\(s\)|apelido\(s\) ?\/ ?nome\(s\)|(?:first name\(s\) ?\/ ?surname\(s\)|surname\(s\) ?\/ ?first name\(s\))|nombre\(s\) ?\/ ?apellido\(s\))$/,
    "Nome",
  ],
  [
    /^(?:tipo de (?:empresa|atividade) ou se(?:c)?tor|type of business or sector|tipo de empresa o sector)$/,
    null,
  ],
  [
    /^(?:principais disciplinas ?\/ ?compet[eê]ncias profissionais|principal subjects ?\/ ?occupational skills covered)$/,
    null,
  ],
  [
    /^(?:n[ií]vel segundo a classifica[cç][aã]o nacional ou internacional|level in national or international classification)$/,
    null,
  ],
];

function formLabel(printed: string): string | null {
  const label = squash(printed.replace(/:\s*$/, "")).toLowerCase();
  for (const [pattern, name] of FORM_LABELS) if (pattern.test(label)) return name;
  return squash(printed.replace(/:\s*$/, ""));
}
