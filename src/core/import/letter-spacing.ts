/**
 * A run of letters set apart one by one, as a PDF reader gives letter-spaced text ('C O O R D E N A D O R A'):
 * it adds a space for every gap between glyphs, and the word gaps come out the same as the letter gaps. Pairs
 * a font kerns closer ('TA') may stay together.
 */
const LETTER_SPACED = /^(?:\S{1,2} ){3,}\S{1,2}$/u;

/**
 * Puts the word spaces back into a letter-spaced run, from `drawn`: the page's text as its producer drew it,
 * glyph after glyph, the spaces included only where a space glyph was drawn. 'C O O R D E N A D O R A D E'
 * becomes 'COORDENADORA DE'. Any other text, and a run whose letters the drawing does not hold in that order
 * (a producer that draws no spaces, glyphs without their characters), is returned as it was.
 */
export function respaceLetters(text: string, drawn: string): string {
  if (!LETTER_SPACED.test(text)) return text;
  const letters = Array.from(text.replaceAll(" ", ""), (letter) =>
    letter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  const found = new RegExp(letters.join(" ?"), "u").exec(drawn);
  return found ? found[0] : text;
}
