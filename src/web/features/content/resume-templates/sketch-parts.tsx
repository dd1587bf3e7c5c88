/* The pieces the template sketches are drawn with, in millimetres of an A4 page (see template-sketch.tsx). */

type BarsProps = { x: number; y: number; width: number; count: number; fill: string; gap?: number };

/** Lines of text: bars of varying length, the last one shorter, like a ragged paragraph. */
export function Bars({ x, y, width, count, fill, gap = 5.5 }: BarsProps) {
  const lengths = [1, 0.94, 0.97, 0.9, 0.96];
  return Array.from({ length: count }, (_, i) => (
    <rect
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
      key={i}
      x={x}
      y={y + i * gap}
      width={width * (i === count - 1 && count > 1 ? 0.62 : (lengths[i % lengths.length] ?? 1))}
      height={2.2}
      rx={1}
      fill={fill}
    />
  ));
}

/** A template's section colours: its titles, the rule under them, its text. */
export type Palette = { title: string; rule?: string; text: string };

/** A section: a title bar, an optional rule, then lines. */
export function Section(
  props: Palette & {
    x: number;
    y: number;
    width: number;
    lines: number;
    titleWidth?: number;
  },
) {
  const { x, y, width, title, text, lines, rule, titleWidth = width * 0.42 } = props;
  return (
    <g>
      <rect x={x} y={y} width={titleWidth} height={3.4} rx={1} fill={title} />
      {rule && <rect x={x} y={y + 6} width={width} height={0.5} fill={rule} />}
      <Bars x={x} y={y + 10} width={width} count={lines} fill={text} />
    </g>
  );
}

/** Jobs in a main column: the role, its dates at the right, the company in the accent colour, then lines. */
export function Jobs(props: {
  x: number;
  width: number;
  tops: number[];
  palette: Palette;
  date: { width: number; fill: string };
  company: { width: number; fill: string };
}) {
  const { x, width, palette, date, company } = props;
  return props.tops.map((y) => (
    <g key={y}>
      <rect x={x} y={y} width={56} height={2.8} rx={1} fill={palette.title} />
      <rect x={x + width - date.width} y={y} width={date.width} height={2.2} rx={1} fill={date.fill} />
      <rect x={x} y={y + 5} width={company.width} height={2.2} rx={1} fill={company.fill} />
      <Bars x={x} y={y + 11} width={width} count={5} fill={palette.text} />
    </g>
  ));
}

export function Chips({
  x,
  y,
  widths,
  fill,
  height = 5,
}: {
  x: number;
  y: number;
  widths: number[];
  fill: string;
  height?: number;
}) {
  const lefts = widths.map((_, i) => x + widths.slice(0, i).reduce((sum, w) => sum + w + 3, 0));
  return widths.map((width, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
    <rect key={i} x={lefts[i]} y={y} width={width} height={height} rx={2.5} fill={fill} />
  ));
}
