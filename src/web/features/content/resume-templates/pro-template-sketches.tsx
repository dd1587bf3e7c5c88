import type { ReactNode } from "react";
import { Bars } from "./sketch-parts.tsx";

/* Page 1 of the four PRO templates, drawn like the six in template-sketch.tsx. */

type Entry = { x: number; y: number; width: number; title: string; date: string; org: string; lines: number };

/** An entry: its title with the dates at the right, the organisation under it, then its lines. */
function Entry({ x, y, width, title, date, org, lines, text }: Entry & { text: string }) {
  return (
    <g>
      <rect x={x} y={y} width={width * 0.34} height={2.5} rx={1} fill={title} />
      <rect x={x + width - 20} y={y} width={20} height={2.1} rx={1} fill={date} />
      <rect x={x} y={y + 4.4} width={width * 0.2} height={2.1} rx={1} fill={org} />
      <Bars x={x} y={y + 9} width={width * 0.82} count={lines} fill={text} gap={4.3} />
    </g>
  );
}

const COMPACTO = { ink: "#1c2230", accent: "#1f4f8f", rule: "#bccadd", text: "#6b7384", date: "#8a93a3" };

/** A heading in the accent colour with a hairline running on to the margin. */
function CompactoHeading({ y, width }: { y: number; width: number }) {
  return (
    <g>
      <rect x={14} y={y} width={width} height={2.6} rx={1} fill={COMPACTO.accent} />
      <rect x={16 + width} y={y + 1.2} width={180 - width} height={0.4} fill={COMPACTO.rule} />
    </g>
  );
}

const compactoEntry = { x: 14, width: 182, title: COMPACTO.ink, date: COMPACTO.date, org: COMPACTO.accent };

const compacto = (
  <>
    <rect x={14} y={13} width={72} height={6} rx={1.5} fill={COMPACTO.ink} />
    <rect x={14} y={21.5} width={50} height={2.6} rx={1} fill={COMPACTO.accent} />
    <rect x={14} y={26.5} width={150} height={2} rx={1} fill={COMPACTO.date} />
    <rect x={14} y={31} width={182} height={0.7} fill={COMPACTO.accent} />
    <CompactoHeading y={36} width={30} />
    <Bars x={14} y={41} width={182} count={3} fill={COMPACTO.text} gap={4.3} />
    <CompactoHeading y={57} width={38} />
    {[
      [62, 4],
      [88, 4],
      [114, 3],
      [136, 4],
    ].map(([y = 0, lines = 0]) => (
      <Entry key={y} {...compactoEntry} y={y} lines={lines} text={COMPACTO.text} />
    ))}
    <CompactoHeading y={162} width={34} />
    <Entry {...compactoEntry} y={167} lines={0} text={COMPACTO.text} />
    <Entry {...compactoEntry} y={177} lines={0} text={COMPACTO.text} />
    <CompactoHeading y={190} width={34} />
    <Bars x={14} y={195} width={160} count={1} fill={COMPACTO.text} />
    <CompactoHeading y={203} width={48} />
    <Bars x={14} y={208} width={140} count={1} fill={COMPACTO.text} />
  </>
);

const ACADEMICO = { ink: "#1f2421", accent: "#24523f", rule: "#a4b9ae", text: "#5b625d" };

/** A section under a full-width rule: its title in green, then what it holds. */
function AcademicoHeading({ y, width }: { y: number; width: number }) {
  return (
    <g>
      <rect x={20} y={y} width={170} height={0.4} fill={ACADEMICO.rule} />
      <rect x={20} y={y + 4} width={width} height={3} rx={1} fill={ACADEMICO.accent} />
    </g>
  );
}

const academicoEntry = { x: 20, width: 170, title: ACADEMICO.ink, date: ACADEMICO.text, org: ACADEMICO.text };

const academico = (
  <>
    <rect x={20} y={15} width={78} height={6.5} rx={1.5} fill={ACADEMICO.ink} />
    <rect x={20} y={25} width={54} height={2.6} rx={1} fill={ACADEMICO.accent} />
    <rect x={20} y={31} width={150} height={2} rx={1} fill={ACADEMICO.rule} />
    <rect x={20} y={35.5} width={70} height={2} rx={1} fill={ACADEMICO.rule} />
    <AcademicoHeading y={43} width={44} />
    <Bars x={20} y={52} width={170} count={4} fill={ACADEMICO.text} gap={4.6} />
    <AcademicoHeading y={74} width={40} />
    <Entry {...academicoEntry} y={83} lines={0} text={ACADEMICO.text} />
    <Entry {...academicoEntry} y={95} lines={0} text={ACADEMICO.text} />
    <AcademicoHeading y={109} width={50} />
    {[
      [118, 4],
      [145, 4],
      [172, 3],
    ].map(([y = 0, lines = 0]) => (
      <Entry key={y} {...academicoEntry} y={y} lines={lines} text={ACADEMICO.text} />
    ))}
    <AcademicoHeading y={196} width={42} />
    <Bars x={20} y={205} width={150} count={1} fill={ACADEMICO.text} />
    <AcademicoHeading y={214} width={56} />
    <Bars x={20} y={223} width={130} count={1} fill={ACADEMICO.text} />
  </>
);

const RECEM = { ink: "#221f2e", accent: "#5637b8", band: "#eeeafb", text: "#6b6680", soft: "#c9bff0" };

/** A heading with the accent bar at its left. */
function RecemHeading({ y, width }: { y: number; width: number }) {
  return (
    <g>
      <rect x={16} y={y - 0.5} width={1.2} height={4} fill={RECEM.accent} />
      <rect x={19.5} y={y} width={width} height={3} rx={1} fill={RECEM.ink} />
    </g>
  );
}

/** Skills in a row, a dot between two of them. */
function RecemSkills({ y, widths, fill }: { y: number; widths: number[]; fill: string }) {
  const lefts = widths.map((_, i) => 16 + widths.slice(0, i).reduce((sum, w) => sum + w + 5, 0));
  return widths.map((width, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
    <g key={i}>
      {i > 0 && <circle cx={(lefts[i] ?? 0) - 2.5} cy={y + 1.1} r={0.6} fill={RECEM.accent} />}
      <rect x={lefts[i]} y={y} width={width} height={2.2} rx={1} fill={fill} />
    </g>
  ));
}

const recemEntry = { x: 16, width: 178, title: RECEM.ink, date: RECEM.text, org: RECEM.accent };

const recemFormado = (
  <>
    <rect width={210} height={44} fill={RECEM.band} />
    <rect y={44} width={210} height={1} fill={RECEM.accent} />
    <rect x={16} y={13} width={84} height={7} rx={1.5} fill={RECEM.ink} />
    <rect x={16} y={24} width={56} height={2.6} rx={1} fill={RECEM.accent} />
    {[16, 62, 96].map((x, i) => (
      <g key={x}>
        <circle cx={x + 0.7} cy={33} r={0.7} fill={RECEM.accent} />
        <rect x={x + 3} y={32} width={[40, 26, 22][i]} height={2} rx={1} fill={RECEM.text} />
      </g>
    ))}
    <RecemHeading y={53} width={44} />
    <Bars x={16} y={60} width={178} count={3} fill={RECEM.text} gap={4.6} />
    <RecemHeading y={78} width={42} />
    <Entry {...recemEntry} y={85} lines={0} text={RECEM.text} />
    <Entry {...recemEntry} y={97} lines={0} text={RECEM.text} />
    <RecemHeading y={111} width={42} />
    <RecemSkills y={118} widths={[18, 14, 28, 8, 18, 14]} fill={RECEM.accent} />
    <RecemHeading y={127} width={60} />
    <RecemSkills y={134} widths={[26, 24, 28, 18]} fill={RECEM.soft} />
    <RecemHeading y={144} width={46} />
    {[
      [151, 4],
      [178, 4],
      [205, 3],
    ].map(([y = 0, lines = 0]) => (
      <Entry key={y} {...recemEntry} y={y} lines={lines} text={RECEM.text} />
    ))}
  </>
);

const ELEGANTE = { ink: "#2a2623", accent: "#7a5a2e", rule: "#cdbd9f", text: "#6d665e" };

/** A title centred between two hairlines. */
function EleganteHeading({ y, width }: { y: number; width: number }) {
  const left = 105 - width / 2;
  return (
    <g>
      <rect x={20} y={y + 1.4} width={left - 24} height={0.35} fill={ELEGANTE.rule} />
      <rect x={left} y={y} width={width} height={3} rx={1} fill={ELEGANTE.accent} />
      <rect
        x={left + width + 4}
        y={y + 1.4}
        width={190 - (left + width + 4)}
        height={0.35}
        fill={ELEGANTE.rule}
      />
    </g>
  );
}

/** Centred lines, as the summary and the skills are set. */
function CentredBars({ y, widths, gap = 4.6 }: { y: number; widths: number[]; gap?: number }) {
  return widths.map((width, i) => (
    <rect
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
      key={i}
      x={105 - width / 2}
      y={y + i * gap}
      width={width}
      height={2.1}
      rx={1}
      fill={ELEGANTE.text}
    />
  ));
}

const eleganteEntry = { x: 20, width: 170, title: ELEGANTE.ink, date: ELEGANTE.text, org: ELEGANTE.accent };

const elegante = (
  <>
    <rect x={58} y={14} width={94} height={7.5} rx={1.5} fill={ELEGANTE.ink} />
    <rect x={78} y={25} width={54} height={2.6} rx={1} fill={ELEGANTE.accent} />
    <rect x={40} y={31} width={130} height={2} rx={1} fill={ELEGANTE.text} />
    <rect x={20} y={37} width={170} height={0.35} fill={ELEGANTE.rule} />
    <rect
      x={104}
      y={36.2}
      width={2}
      height={2}
      fill="#fff"
      stroke={ELEGANTE.accent}
      strokeWidth={0.3}
      transform="rotate(45 105 37.2)"
    />
    <EleganteHeading y={43} width={42} />
    <CentredBars y={50} widths={[160, 166, 164, 80]} />
    <EleganteHeading y={72} width={52} />
    {[
      [79, 4],
      [106, 4],
      [133, 3],
    ].map(([y = 0, lines = 0]) => (
      <Entry key={y} {...eleganteEntry} y={y} lines={lines} text={ELEGANTE.text} />
    ))}
    <EleganteHeading y={157} width={46} />
    <Entry {...eleganteEntry} y={164} lines={0} text={ELEGANTE.text} />
    <Entry {...eleganteEntry} y={176} lines={0} text={ELEGANTE.text} />
    <EleganteHeading y={189} width={44} />
    <CentredBars y={196} widths={[140]} />
    <EleganteHeading y={205} width={62} />
    <CentredBars y={212} widths={[120]} />
  </>
);

export const PRO_SKETCHES: Record<"compacto" | "academico" | "recem-formado" | "elegante", ReactNode> = {
  compacto,
  academico,
  "recem-formado": recemFormado,
  elegante,
};
