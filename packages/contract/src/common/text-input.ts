/**
 * The one rule every string of a request obeys (issue 20): no NUL character (U+0000). PostgreSQL text
 * cannot hold it, so a NUL that reached a query failed it (500); the server refuses it before any
 * route runs, in every field of the body, the query and the path, with this message on the field.
 */
export const NUL_CHARACTER_MESSAGE = 'msg.validation.nul.character';

/** How deep `findNulCharacter` looks into nested objects and arrays (deeper input is refused as a whole). */
const MAX_DEPTH = 32;

/**
 * The dot-joined path of the first string (or object key) holding a NUL character in a request part
 * (`student.firstName`, `items.0.name`), `prefix` when the value itself is such a string, or null when
 * there is none. Objects and arrays are walked; raw bytes (a Buffer body) and streams are left alone.
 */
export function findNulCharacter(value: unknown, prefix = ''): string | null {
  return walk(value, prefix, 0);
}

function walk(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = walk(value[i], join(path, String(i)), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  // Raw bytes (a body a route reads as a Buffer) and streams are not text fields.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000')) return join(path, key.replaceAll('\u0000', ''));
    const found = walk(inner, join(path, key), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
