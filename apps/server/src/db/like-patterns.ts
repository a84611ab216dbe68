/**
 * Patterns for LIKE and ILIKE built from what a user typed: the text's own pattern characters
 * (\, % and _) are escaped, so that a filter of "50%" finds "50%" and "a_b" does not find "axb".
 */

/** A pattern matching values that contain `text`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A pattern matching values that start with `text`. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
