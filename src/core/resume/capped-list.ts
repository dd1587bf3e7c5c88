import { z } from "zod";

/**
 * A list of at most `max` items. The count is checked before any item is, so an oversized list answers with
 * one message instead of one per item (a body of thousands of bad entries would otherwise answer megabytes).
 */
export function cappedList<Item extends z.ZodType>(item: Item, max: number, message: string) {
  return z.array(z.unknown()).max(max, message).pipe(z.array(item));
}

/** Text of at most `max` characters, with the field's own Portuguese message; kept as typed otherwise. */
export function cappedText(max: number, message: string) {
  return z.string().max(max, message);
}

/** Required text, trimmed; a missing value gets the field's own Portuguese message, not the library's English. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim();
}
