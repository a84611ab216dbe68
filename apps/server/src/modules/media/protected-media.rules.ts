/**
 * Pure rules of protected media (ADR 015): which request paths name a content file, and which bytes
 * a Range header asks for. Decided before the disk or the database is touched.
 */
import { endpointRouteUrl, protectedMediaFile } from '@osk/contract';

/** The URL prefix of protected media (`/api/pliki/`: the route's URL before its wildcard). */
export const PROTECTED_MEDIA_PREFIX = endpointRouteUrl(protectedMediaFile).replace(/\*$/, '');

const MAX_PATH_LENGTH = 500;
// Encoded slash, backslash and NUL: a client builds content URLs with plain slashes, so these only
// appear when someone tries to smuggle a separator past a check.
const ENCODED_SEPARATOR = /%(2f|5c|00)/i;
// Control characters, backslash and colon (drive letters, alternate streams) never occur in a content path.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\\:]/;

/**
 * The content_media path a request URL names (`/api/pliki/{path}`, query ignored), or null when it is
 * not a plain relative path: empty, `.` or `..` segments, empty segments, absolute paths, backslashes,
 * NUL and control characters, encoded separators, and anything still percent-encoded after one
 * decoding (double encoding) are refused.
 */
export function contentPathOf(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf('?');
  const pathPart = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (!pathPart.startsWith(PROTECTED_MEDIA_PREFIX)) return null;
  const raw = pathPart.slice(PROTECTED_MEDIA_PREFIX.length);
  if (raw.length === 0 || raw.length > MAX_PATH_LENGTH * 3 || ENCODED_SEPARATOR.test(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.length > MAX_PATH_LENGTH || decoded.includes('%') || FORBIDDEN_CHARS.test(decoded)) return null;
  if (decoded.startsWith('/')) return null;
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.' || segment === '..' || segment.trim() !== segment) return null;
  }
  return decoded;
}

/** The bytes a Range header selects. */
export type ByteRange = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a Range header against a file size (RFC 9110 §14): one `bytes=` range (`a-b`, `a-`, `-n`)
 * answers that part; a missing, malformed or multi-range header answers the whole file; a range
 * starting past the end is unsatisfiable.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    if (size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', start, end };
}
