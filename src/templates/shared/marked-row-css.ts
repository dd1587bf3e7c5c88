type MarkedRow = {
  /** The list (`.vitae--x .v-skills`) and the class of its items (`.v-skill`). */
  list: string;
  item: string;
  /** Space between two items; the mark stands centred in it. */
  gap: string;
  mark: string;
  color: string;
};

/**
 * CSS of a wrapping row of items with a mark between neighbours and none dangling at a line's end. Each item
 * but the first carries its mark in the gap before it; an item that starts a line has that gap left of the
 * row's edge, where the row clips it. The mark is a character, so text extractors (an ATS) read the items
 * apart however wide the gaps fall.
 */
export function markedRowCss({ list, item, gap, mark, color }: MarkedRow): string {
  return (
    `${list}{display:flex;flex-wrap:wrap;column-gap:${gap};overflow:hidden}` +
    `${list}>${item}{position:relative}` +
    `${list}>${item}+${item}::before{content:"${mark}";position:absolute;right:100%;width:${gap};text-align:center;color:${color}}`
  );
}
