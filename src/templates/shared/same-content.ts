/*
 * The preview builds a new view of the resume on each keystroke, though its content rarely changes: the
 * shared parts compare what they print, so React renders again only the part that was typed in. The PDF
 * renders once and never compares.
 */

/** Equal when every field is equal. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as Array<keyof T>).every((key) => a[key] === b[key]);
}

/** Lists of the same length whose items are equal one by one (`same` defaults to ===). */
export function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = Object.is) {
  return a.length === b.length && a.every((item, index) => same(item, b[index] as T));
}
