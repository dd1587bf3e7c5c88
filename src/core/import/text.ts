/** Lower case without accents, for comparing words. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Collapses runs of whitespace and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Marks that are a bullet wherever they stand; dashes and '>' are one only before a space. */
const MARKS = "•·▪▫■□◦●○◆◇►▶➢➤✓✔›»\u2022\u2023\u2043\u25aa\u25cf\uf0b7\uf0a7*";
// '{' is how a bullet of a symbol font may come out of a LaTeX file's text.
const DASHES = "\\-–—>{";

/** Bullets and list markers that may start a printed line. */
const BULLET = new RegExp(`^\\s*(?:[${MARKS}]|[${DASHES}](?=\\s))\\s*`, "u");
const MARKS_ONLY = new RegExp(`^[\\s${MARKS}${DASHES}]*$`, "u");

/** A run of text that holds list markers and nothing else (a bullet printed apart from its item). */
export function isMarkOnly(text: string): boolean {
  return MARKS_ONLY.test(text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET, "").trim();
}

export function hasBullet(text: string): boolean {
  return BULLET.test(text);
}

/**
 * First parts of words written with a hyphen ('e-commerce', 'pós-graduação', 'front-end', 'segunda-feira'):
 * a line that ends in one of these and a hyphen keeps the hyphen; any other word broken at the line's end
 * ('engen-' / 'haria') is put back together.
 */
const HYPHENATED_FIRST_PARTS = new Set(
  (
    "e pre pos pro anti auto co ex vice sub super hiper bem mal semi multi inter intra micro macro mini " +
    "neo recem ultra extra contra sem alem aquem socio tecnico medico front back full check follow self " +
    "long short real on off web cross non end pay cash part up high low open know mao guarda porta " +
    "segunda terca quarta quinta sexta"
  ).split(" "),
);

/** Lines of running text joined: with a space, or across a word broken at a line's end. */
export function joinLines(lines: string[]): string {
  const out: string[] = [];
  for (const piece of lines) {
    const previous = out.at(-1);
    const broken = previous === undefined ? null : /(\p{L}+)-$/u.exec(previous.slice(-40));
    if (previous !== undefined && broken && /^\p{Ll}/u.test(piece)) {
      const keep = HYPHENATED_FIRST_PARTS.has(fold(broken[1] as string));
      out[out.length - 1] = (keep ? previous : previous.slice(0, -1)) + piece;
    } else out.push(piece);
  }
  return out.join(" ");
}

/** Words in printed order (letters, digits and joiners kept together). */
export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

const NAME_PARTICLES = new Set(["da", "de", "do", "das", "dos", "e", "di", "du", "van", "von"]);
const JOINING_WORDS = new Set([
  ...NAME_PARTICLES,
  ...["a", "o", "as", "os", "em", "na", "no", "nas", "nos", "para", "com", "of", "and", "the", "for", "in"],
]);
const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase("pt-BR") + word.slice(1);

/**
 * Name case for a line printed in capitals: 'JOSÉ RAIMUNDO DOS SANTOS' -> 'José Raimundo dos Santos'.
 * Portuguese particles stay in lower case.
 */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((part, i) => (i > 0 && NAME_PARTICLES.has(part) ? part : capitalise(part)))
    .join("");
}

/**
 * Normal case for a role, company or course printed all in capitals, as some layouts do ('GERENTE DE TI' ->
 * 'Gerente de TI', 'NUVEM AZUL COSMÉTICOS S.A.' -> 'Nuvem Azul Cosméticos S.A.'): joining words in lower case,
 * words of up to three letters kept as acronyms, the others capitalised. Text with a lower-case letter, one
 * word alone (a brand or an acronym: 'UNIFACS') and text without a word of four capitals are left as they are.
 */
export function fromCapitals(text: string): string {
  if (/\p{Ll}/u.test(text) || !/\p{Lu}{4}/u.test(text) || !/\S\s+\S/.test(text.trim())) return text;
  return text
    .split(/(\s+|-|\/)/)
    .map((part, i) => {
      const lower = part.toLocaleLowerCase("pt-BR");
      if (JOINING_WORDS.has(lower)) return i > 0 ? lower : capitalise(lower);
      return (part.match(/\p{L}/gu)?.length ?? 0) <= 3 ? part : capitalise(lower);
    })
    .join("");
}

/** A rule typed with characters under a heading of a plain-text resume ('=====', '-----', '_____'). */
export function isTypedRule(text: string): boolean {
  return /^\s*([=_~*#-])\1{2,}\s*$/.test(text);
}
