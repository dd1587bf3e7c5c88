import type { ReactNode } from "react";
import type { TemplateId } from "#core/resume/template-id.ts";
import { PRO_SKETCHES } from "./pro-template-sketches.tsx";
import { Bars, Chips, Jobs, type Palette, Section } from "./sketch-parts.tsx";

/**
 * A drawing of page 1 of each real template (same layout and colours, text as bars), in an A4 viewBox.
 * A few hundred bytes of SVG instead of the template code, its fonts and a measured preview: the page
 * stays light and renders identically at build time and in the browser (see docs/decisions/0019).
 */

const MODERNO: Palette = { title: "#163e4a", rule: "#d3e2e4", text: "#64748b" };

const moderno = (
  <>
    <rect width={68} height={297} fill="#163e4a" />
    <rect x={11} y={18} width={44} height={6} rx={1.5} fill="#fff" />
    <rect x={11} y={27} width={30} height={6} rx={1.5} fill="#fff" />
    <rect x={11} y={38} width={40} height={2.6} rx={1} fill="#9dd9d2" />
    <rect x={11} y={56} width={20} height={2.4} rx={1} fill="#9dd9d2" />
    <rect x={11} y={61} width={50} height={0.5} fill="#9dd9d2" opacity={0.5} />
    <Bars x={11} y={67} width={44} count={5} fill="#d3e2e4" gap={5} />
    <rect x={11} y={100} width={30} height={2.4} rx={1} fill="#9dd9d2" />
    <rect x={11} y={105} width={50} height={0.5} fill="#9dd9d2" opacity={0.5} />
    <Chips x={11} y={110} widths={[16, 14]} fill="#d3e2e4" />
    <Chips x={11} y={118} widths={[22, 10]} fill="#d3e2e4" />
    <Chips x={11} y={126} widths={[13, 17]} fill="#d3e2e4" />
    <rect x={11} y={142} width={34} height={2.4} rx={1} fill="#9dd9d2" />
    <Bars x={11} y={151} width={30} count={4} fill="#d3e2e4" gap={5} />
    <Section x={78} y={18} width={120} {...MODERNO} lines={5} titleWidth={52} />
    <Section x={78} y={70} width={120} {...MODERNO} lines={2} titleWidth={60} />
    <Bars x={84} y={98} width={112} count={3} fill="#94a3b8" />
    <rect x={78} y={117} width={48} height={2.6} rx={1} fill="#1f2933" />
    <rect x={78} y={122} width={30} height={2.2} rx={1} fill="#1a7f78" />
    <Bars x={84} y={129} width={112} count={4} fill="#94a3b8" />
    <rect x={78} y={156} width={50} height={2.6} rx={1} fill="#1f2933" />
    <rect x={78} y={161} width={26} height={2.2} rx={1} fill="#1a7f78" />
    <Bars x={84} y={168} width={112} count={3} fill="#94a3b8" />
    <Section x={78} y={195} width={120} {...MODERNO} lines={4} titleWidth={54} />
  </>
);

const CLASSICO: Palette = { title: "#6b1f2a", rule: "#c8c2b8", text: "#52525b" };

const classico = (
  <>
    <rect x={55} y={16} width={100} height={6} rx={1.5} fill="#1d1d1f" />
    <rect x={75} y={26} width={60} height={2.6} rx={1} fill="#52525b" />
    <rect x={50} y={32} width={110} height={2} rx={1} fill="#a1a1aa" />
    <rect x={18} y={39} width={174} height={0.9} fill="#1d1d1f" />
    <rect x={18} y={41} width={174} height={0.4} fill="#1d1d1f" />
    {[49, 84, 150, 196, 236].map((y, i) => (
      <Section
        key={y}
        x={18}
        y={y}
        width={174}
        {...CLASSICO}
        lines={[4, 8, 5, 4, 2][i] ?? 3}
        titleWidth={[50, 62, 56, 52, 68][i]}
      />
    ))}
  </>
);

const criativo = (
  <>
    <rect width={210} height={40} fill="#27235f" />
    <circle cx={200} cy={6} r={26} fill="#4b43a8" />
    <circle cx={206} cy={0} r={18} fill="#f2603f" />
    <rect x={17} y={12} width={92} height={7} rx={1.5} fill="#fff" />
    <rect x={17} y={23} width={58} height={2.6} rx={1} fill="#ffb4a2" />
    <rect x={17} y={30} width={110} height={2} rx={1} fill="#dcd8ee" />
    <rect y={40} width={210} height={1.6} fill="#f2603f" />
    <rect x={17} y={50} width={46} height={3.4} rx={1} fill="#27235f" />
    <rect x={17} y={56} width={12} height={1.2} fill="#f2603f" />
    <Bars x={17} y={62} width={176} count={4} fill="#5b5873" />
    <rect x={17} y={90} width={56} height={3.4} rx={1} fill="#27235f" />
    <rect x={17} y={96} width={12} height={1.2} fill="#f2603f" />
    <rect x={46} y={102} width={0.6} height={96} fill="#c9c4e8" />
    {[102, 136, 170].map((y) => (
      <g key={y}>
        <rect x={17} y={y} width={20} height={2.2} rx={1} fill="#f2603f" />
        <circle cx={46.3} cy={y + 1} r={1.6} fill="#fff" stroke="#f2603f" strokeWidth={0.7} />
        <rect x={52} y={y} width={60} height={3} rx={1} fill="#27235f" />
        <Bars x={52} y={y + 7} width={140} count={4} fill="#5b5873" />
      </g>
    ))}
    <rect x={17} y={208} width={50} height={3.4} rx={1} fill="#27235f" />
    <rect x={17} y={214} width={12} height={1.2} fill="#f2603f" />
    <Bars x={52} y={221} width={120} count={3} fill="#5b5873" />
    <rect x={17} y={250} width={44} height={3.4} rx={1} fill="#27235f" />
    <rect x={113} y={250} width={60} height={3.4} rx={1} fill="#27235f" />
    <Chips x={17} y={260} widths={[16, 12, 22, 10]} fill="#fde6df" />
    <Chips x={113} y={260} widths={[24, 20, 18]} fill="#e4e2f5" />
  </>
);

const EXECUTIVO: Palette = { title: "#262a33", rule: "#b08d3c", text: "#4a4f5c" };

const executivo = (
  <>
    <rect width={210} height={37} fill="#1b2540" />
    <rect x={14} y={13} width={90} height={7} rx={1.5} fill="#fff" />
    <rect x={14} y={25} width={56} height={2.4} rx={1} fill="#dcc48a" />
    <Bars x={158} y={15} width={38} count={3} fill="#dfe3ec" gap={5} />
    <rect y={37} width={210} height={1.6} fill="#b08d3c" />
    <rect x={138} y={38.6} width={72} height={258.4} fill="#f3efe6" />
    <Section x={14} y={47} width={116} {...EXECUTIVO} lines={5} titleWidth={44} />
    <Section x={14} y={86} width={116} {...EXECUTIVO} lines={0} titleWidth={56} />
    <Jobs
      x={14}
      width={116}
      tops={[99, 141, 183]}
      palette={EXECUTIVO}
      date={{ width: 22, fill: "#6b6f7a" }}
      company={{ width: 36, fill: "#8a6a22" }}
    />
    <Section x={146} y={47} width={56} {...EXECUTIVO} lines={5} titleWidth={40} />
    <Section x={146} y={110} width={56} {...EXECUTIVO} lines={8} titleWidth={42} />
    <Section x={146} y={175} width={56} {...EXECUTIVO} lines={5} titleWidth={46} />
  </>
);

const minimalista = (
  <>
    <rect x={52} y={18} width={100} height={8} rx={1.5} fill="#111114" />
    <rect x={52} y={31} width={60} height={2.6} rx={1} fill="#71717a" />
    <rect x={52} y={39} width={96} height={2} rx={1} fill="#a1a1aa" />
    {[
      [54, 5],
      [88, 12],
      [172, 6],
      [212, 3],
      [236, 3],
    ].map(([y = 0, lines = 0]) => (
      <g key={y}>
        <rect x={18} y={y} width={22} height={1.8} rx={0.9} fill="#a1a1aa" />
        <rect x={18} y={y + 3.5} width={16} height={1.8} rx={0.9} fill="#a1a1aa" />
        <Bars x={52} y={y} width={140} count={lines} fill="#52525b" gap={6} />
      </g>
    ))}
  </>
);

const TECNICO: Palette = { title: "#0f172a", rule: "#cbd5e1", text: "#475569" };

const tecnico = (
  <>
    <rect width={210} height={42} fill="#0f172a" />
    <rect x={14} y={12} width={76} height={7} rx={1.5} fill="#fff" />
    <rect x={14} y={23} width={62} height={2.6} rx={1} fill="#5eead4" />
    <rect x={14} y={32} width={150} height={2} rx={1} fill="#94a3b8" />
    <rect y={42} width={210} height={1.2} fill="#1b998f" />
    <rect x={140} y={43.2} width={70} height={253.8} fill="#f8fafc" />
    <rect x={139.6} y={43.2} width={0.4} height={253.8} fill="#e2e8f0" />
    <Section x={14} y={51} width={116} {...TECNICO} lines={5} titleWidth={50} />
    <Section x={14} y={90} width={116} {...TECNICO} lines={0} titleWidth={62} />
    <Jobs
      x={14}
      width={116}
      tops={[103, 145, 187]}
      palette={TECNICO}
      date={{ width: 24, fill: "#94a3b8" }}
      company={{ width: 34, fill: "#1b998f" }}
    />
    <rect x={147} y={51} width={52} height={3.4} rx={1} fill="#0f172a" />
    <rect x={147} y={57} width={53} height={0.5} fill="#cbd5e1" />
    {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
      <g key={i}>
        <rect x={147} y={63 + i * 10} width={22} height={2} rx={1} fill="#475569" />
        <rect x={147} y={67 + i * 10} width={53} height={1.6} rx={0.8} fill="#e2e8f0" />
        <rect
          x={147}
          y={67 + i * 10}
          width={53 * (0.85 - 0.1 * Math.min(i, 5))}
          height={1.6}
          rx={0.8}
          fill="#1b998f"
        />
      </g>
    ))}
    <rect x={147} y={150} width={50} height={3.4} rx={1} fill="#0f172a" />
    <Chips x={147} y={160} widths={[26, 22]} fill="#e2e8f0" />
    <Chips x={147} y={168} widths={[20, 28]} fill="#e2e8f0" />
  </>
);

const DRAWINGS: Record<TemplateId, ReactNode> = {
  moderno,
  classico,
  criativo,
  executivo,
  minimalista,
  tecnico,
  ...PRO_SKETCHES,
};

export function TemplateSketch({ templateId, className }: { templateId: TemplateId; className?: string }) {
  return (
    <svg viewBox="0 0 210 297" className={className} aria-hidden="true" focusable="false">
      <rect width={210} height={297} fill="#fff" />
      {DRAWINGS[templateId]}
    </svg>
  );
}
