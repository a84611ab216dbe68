import { createHash } from 'node:crypto';
import { lstat, readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import type { AttachmentType, Category, CourseLanguage } from '@osk/contract';
import { CourseManifest, LecturesManifest, jsonPath } from './content-manifest.schemas.js';
import {
  MAX_MEDIA_BYTES,
  MEDIA_TYPES,
  extensionOf,
  extensionProblem,
  jsonErrorLocation,
  magicMatches,
  mediaPathProblem,
  svgProblems,
  type MediaRole,
} from './content-media.rules.js';

/** One problem of a content folder, with the JSON path of the value it concerns. */
export interface ManifestProblem {
  path: string;
  message: string;
}

/** Raised when a content folder cannot be imported; `problems` lists everything that is wrong. */
export class ContentManifestError extends Error {
  override name = 'ContentManifestError';
  constructor(
    readonly dir: string,
    readonly problems: ManifestProblem[],
  ) {
    super(`${join(dir, 'manifest.json')}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
  }
}

/** A checked media file of the folder. */
export interface FolderFile {
  /** Path inside the folder, as the manifest names it. */
  relative: string;
  absolute: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** A course read from a folder, ready to import. */
export interface CourseFolder {
  kind: 'course';
  dir: string;
  key: string;
  category: Category;
  language: CourseLanguage;
  name: string;
  description: string;
  modules: {
    number: number;
    name: string;
    subjects: { name: string; slides: { name: string; content: string; attachments: { type: AttachmentType; relative: string }[] }[] }[];
  }[];
  files: Map<string, FolderFile>;
}

/** A lecture set read from a folder, ready to import. */
export interface LecturesFolder {
  kind: 'lectures';
  dir: string;
  key: string;
  category: Category | null;
  language: CourseLanguage;
  lectures: { key: string; title: string; description: string; file: string | null; vimeo: string | null; time: number }[];
  files: Map<string, FolderFile>;
}

export type ContentFolder = CourseFolder | LecturesFolder;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Duplicates of `values` (by index of each repeat), for "duplicate" problems. */
function repeats<T>(values: readonly T[]): number[] {
  const seen = new Set<T>();
  const out: number[] = [];
  values.forEach((v, i) => {
    if (seen.has(v)) out.push(i);
    seen.add(v);
  });
  return out;
}

/** Media references of a manifest (as far as it parses), for the file checks. */
function mediaRefs(raw: Record<string, unknown>): { path: string; role: MediaRole; value: unknown }[] {
  const refs: { path: string; role: MediaRole; value: unknown }[] = [];
  if (raw.kind === 'course') {
    listOf(raw.modules).forEach((m, mi) => {
      if (!isRecord(m)) return;
      listOf(m.subjects).forEach((s, si) => {
        if (!isRecord(s)) return;
        listOf(s.slides).forEach((slide, li) => {
          if (!isRecord(slide)) return;
          for (const [field, role] of [['image', 'image'], ['narration', 'narration'], ['video', 'video']] as const) {
            if (slide[field] !== undefined) refs.push({ path: `modules[${mi}].subjects[${si}].slides[${li}].${field}`, role, value: slide[field] });
          }
        });
      });
    });
  } else if (raw.kind === 'lectures') {
    listOf(raw.lectures).forEach((l, i) => {
      if (isRecord(l) && l.file !== undefined) refs.push({ path: `lectures[${i}].file`, role: 'video', value: l.file });
    });
  }
  return refs;
}

/** Problems the schema cannot see: numbering, duplicates and a lecture's one source. */
function structureProblems(raw: Record<string, unknown>): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  if (raw.kind === 'course') {
    const modules = listOf(raw.modules);
    const numbers = modules.map((m) => (isRecord(m) ? m.number : undefined));
    for (const i of repeats(numbers)) {
      if (typeof numbers[i] === 'number') problems.push({ path: `modules[${i}].number`, message: `duplicate module number ${String(numbers[i])}` });
    }
    const valid = numbers.filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0);
    const distinct = [...new Set(valid)].sort((a, b) => a - b);
    if (distinct.length > 0 && distinct.some((n, i) => n !== i + 1)) {
      problems.push({ path: 'modules', message: `module numbers must run 1..n without gaps (found ${distinct.join(', ')})` });
    }
  } else if (raw.kind === 'lectures') {
    const lectures = listOf(raw.lectures);
    const keys = lectures.map((l) => (isRecord(l) ? l.key : undefined));
    for (const i of repeats(keys)) {
      if (typeof keys[i] === 'string') problems.push({ path: `lectures[${i}].key`, message: `duplicate lecture key "${String(keys[i])}"` });
    }
    lectures.forEach((l, i) => {
      if (!isRecord(l)) return;
      const sources = (l.file !== undefined ? 1 : 0) + (l.vimeo !== undefined ? 1 : 0);
      if (sources !== 1) problems.push({ path: `lectures[${i}]`, message: 'must have exactly one of "file" (a local film) and "vimeo"' });
    });
  }
  return problems;
}

async function checkFile(dir: string, realDir: string, relative: string, role: MediaRole): Promise<{ problems: string[]; file: FolderFile | null }> {
  const pathProblem = mediaPathProblem(relative);
  if (pathProblem) return { problems: [pathProblem], file: null };
  const problems: string[] = [];
  const extProblem = extensionProblem(role, relative);
  if (extProblem) problems.push(extProblem);
  const absolute = join(dir, relative);
  let stat;
  try {
    stat = await lstat(absolute);
  } catch {
    return { problems: [...problems, `file "${relative}" does not exist`], file: null };
  }
  if (!stat.isFile()) return { problems: [...problems, `"${relative}" is not a regular file`], file: null };
  const real = await realpath(absolute);
  if (!real.startsWith(`${realDir}/`)) return { problems: [...problems, 'must stay inside the folder'], file: null };
  if (stat.size > MAX_MEDIA_BYTES) return { problems: [...problems, `file is ${stat.size} bytes, more than the ${MAX_MEDIA_BYTES} allowed`], file: null };
  if (stat.size === 0) return { problems: [...problems, 'file is empty'], file: null };
  if (extProblem) return { problems, file: null };
  const data = await readFile(absolute);
  const ext = extensionOf(relative);
  if (!magicMatches(ext, data.subarray(0, 512))) problems.push(`file content is not ${ext.toUpperCase()} (its first bytes do not match)`);
  else if (ext === 'svg') problems.push(...svgProblems(data.toString('utf8')));
  if (problems.length > 0) return { problems, file: null };
  return {
    problems,
    file: {
      relative,
      absolute,
      contentType: MEDIA_TYPES[role][ext] ?? 'application/octet-stream',
      size: stat.size,
      sha256: createHash('sha256').update(data).digest('hex'),
    },
  };
}

/**
 * Reads and checks a content folder: its manifest (syntax, fields, numbering, duplicates) and every
 * media file it names (path, existence, size, type by extension and first bytes, SVG safety). Every
 * problem is collected; throws ContentManifestError listing them all, else answers the content.
 */
export async function readContentFolder(dir: string): Promise<ContentFolder> {
  const manifestFile = join(dir, 'manifest.json');
  let source: string;
  try {
    source = await readFile(manifestFile, 'utf8');
  } catch {
    throw new ContentManifestError(dir, [{ path: 'manifest.json', message: `cannot be read (no manifest.json in ${dir})` }]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(source.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = jsonErrorLocation(source, message);
    throw new ContentManifestError(dir, [{ path: 'manifest.json', message: `is not valid JSON${where ? ` at ${where}` : ''}: ${message}` }]);
  }
  if (!isRecord(raw)) throw new ContentManifestError(dir, [{ path: '(manifest)', message: 'must be a JSON object' }]);
  if (raw.kind !== 'course' && raw.kind !== 'lectures') {
    throw new ContentManifestError(dir, [{ path: 'kind', message: raw.kind === undefined ? 'is required ("course" or "lectures")' : 'must be "course" or "lectures"' }]);
  }

  const problems: ManifestProblem[] = [];
  const parsed = raw.kind === 'course' ? CourseManifest.safeParse(raw) : LecturesManifest.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push({ path: jsonPath(issue.path), message: issue.message });
  problems.push(...structureProblems(raw));

  const files = new Map<string, FolderFile>();
  let realDir: string;
  try {
    realDir = await realpath(dir);
  } catch {
    throw new ContentManifestError(dir, [{ path: 'manifest.json', message: `folder ${dir} cannot be read` }]);
  }
  const checked = new Map<string, Promise<{ problems: string[]; file: FolderFile | null }>>();
  for (const ref of mediaRefs(raw)) {
    if (typeof ref.value !== 'string' || ref.value === '') continue; // the schema reports it
    const cacheKey = `${ref.role}:${ref.value}`;
    const result = checked.get(cacheKey) ?? checkFile(dir, realDir, ref.value, ref.role);
    checked.set(cacheKey, result);
    const { problems: fileProblems, file } = await result;
    for (const message of fileProblems) problems.push({ path: ref.path, message });
    if (file) files.set(file.relative, file);
  }

  if (problems.length > 0 || !parsed.success) throw new ContentManifestError(dir, problems);
  const manifest = parsed.data;
  if (manifest.kind === 'course') {
    return {
      kind: 'course',
      dir,
      key: manifest.key,
      category: manifest.category as Category,
      language: manifest.language as CourseLanguage,
      name: manifest.name,
      description: manifest.description,
      modules: [...manifest.modules]
        .sort((a, b) => a.number - b.number)
        .map((m) => ({
          number: m.number,
          name: m.name,
          subjects: m.subjects.map((s) => ({
            name: s.name,
            slides: s.slides.map((sl) => ({
              name: sl.name,
              content: sl.content,
              attachments: [
                ...(sl.image ? [{ type: 'IMAGE' as const, relative: sl.image }] : []),
                ...(sl.narration ? [{ type: 'MP3' as const, relative: sl.narration }] : []),
                ...(sl.video ? [{ type: 'VIDEO' as const, relative: sl.video }] : []),
              ],
            })),
          })),
        })),
      files,
    };
  }
  return {
    kind: 'lectures',
    dir,
    key: manifest.key,
    category: manifest.category as Category | null,
    language: manifest.language as CourseLanguage,
    lectures: manifest.lectures.map((l) => ({ key: l.key, title: l.title, description: l.description, file: l.file ?? null, vimeo: l.vimeo ?? null, time: l.time })),
    files,
  };
}
