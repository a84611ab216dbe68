import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Db } from '../src/db/client.js';
import { contentMedia, courseModules, courseSlides, courseSubjects, courses, lectures, slideAttachments } from '../src/db/schema/index.js';

let sequence = 0;

/** A slide as created, with where it sits. */
export interface CreatedSlide {
  id: number;
  moduleId: number;
  moduleNumber: number;
  subjectId: number;
  lessonNumber: number;
}

/** What `createCourse` inserted. */
export interface CreatedCourse {
  courseId: number;
  /** Module ids by module number (1, 2). */
  moduleIds: number[];
  /** Subject ids: module 1 has two subjects, module 2 one. */
  subjectIds: number[];
  /** Slides in order: module 1 lessons 1-3 (subject 1: 1-2, subject 2: 3), module 2 lessons 1-2. */
  slides: CreatedSlide[];
  /** content_media paths of the course's files, by slide (index as in `slides`). */
  files: string[][];
}

/** Bytes 0, 1, ..., 255, 0, 1, ... of a given length: any range of them can be checked by value. */
export function patternBytes(length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) out[i] = i % 256;
  return out;
}

/** A fresh directory for protected media files. */
export function createMediaDir(): string {
  return mkdtempSync(join(tmpdir(), 'osk-content-media-'));
}

function writeMedia(mediaDir: string | null, path: string, bytes: Buffer): void {
  if (!mediaDir) return;
  const full = join(mediaDir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, bytes);
}

const TYPES: Record<string, string> = { png: 'image/png', mp3: 'audio/mpeg', webm: 'video/webm', mp4: 'video/mp4' };

/**
 * A small course inserted directly (not through the loader): 2 modules, 3 subjects, 5 slides, each
 * slide with a narration (MP3), the first of each subject with a picture (IMAGE), the second slide
 * with a film (VIDEO); its files registered in content_media (kind ELEARNING) and, when `mediaDir` is
 * given, written there (1000 pattern bytes each).
 */
export async function createCourse(
  db: Db,
  options: { category?: string; language?: string; name?: string; active?: boolean; mediaDir?: string | null } = {},
): Promise<CreatedCourse> {
  sequence += 1;
  const key = `kurs-${sequence}`;
  const now = new Date('2026-11-01T00:00:00Z');
  const [course] = await db
    .insert(courses)
    .values({ key, category: options.category ?? 'B', language: options.language ?? 'PL', name: options.name ?? `Kurs ${sequence}`, description: 'Kurs teoretyczny', active: options.active ?? true, updatedAt: now })
    .returning({ id: courses.id });
  if (!course) throw new Error('course insert returned nothing');
  const moduleRows = await db
    .insert(courseModules)
    .values([
      { courseId: course.id, moduleNumber: 1, name: 'Przepisy' },
      { courseId: course.id, moduleNumber: 2, name: 'Znaki' },
    ])
    .returning({ id: courseModules.id, moduleNumber: courseModules.moduleNumber });
  const moduleIds = moduleRows.sort((a, b) => a.moduleNumber - b.moduleNumber).map((m) => m.id);
  const [m1 = 0, m2 = 0] = moduleIds;
  const subjectRows = await db
    .insert(courseSubjects)
    .values([
      { moduleId: m1, position: 1, name: 'Uczestnicy ruchu' },
      { moduleId: m1, position: 2, name: 'Pierwszeństwo' },
      { moduleId: m2, position: 1, name: 'Znaki ostrzegawcze' },
    ])
    .returning({ id: courseSubjects.id });
  const subjectIds = subjectRows.map((s) => s.id);
  const [s1 = 0, s2 = 0, s3 = 0] = subjectIds;
  const layout = [
    { moduleId: m1, moduleNumber: 1, subjectId: s1, lessonNumber: 1 },
    { moduleId: m1, moduleNumber: 1, subjectId: s1, lessonNumber: 2 },
    { moduleId: m1, moduleNumber: 1, subjectId: s2, lessonNumber: 3 },
    { moduleId: m2, moduleNumber: 2, subjectId: s3, lessonNumber: 1 },
    { moduleId: m2, moduleNumber: 2, subjectId: s3, lessonNumber: 2 },
  ];
  const slides: CreatedSlide[] = [];
  const files: string[][] = [];
  for (const [i, place] of layout.entries()) {
    const [slide] = await db
      .insert(courseSlides)
      .values({ moduleId: place.moduleId, subjectId: place.subjectId, lessonNumber: place.lessonNumber, name: `Slajd ${i + 1}`, content: `Treść slajdu ${i + 1}.` })
      .returning({ id: courseSlides.id });
    if (!slide) throw new Error('slide insert returned nothing');
    slides.push({ id: slide.id, ...place });
    const base = `elearning/${key}/m${place.moduleNumber}/s${place.lessonNumber}`;
    const attached: Array<{ type: string; file: string }> = [];
    if (i === 0 || layout[i - 1]?.subjectId !== place.subjectId) attached.push({ type: 'IMAGE', file: `${base}.png` });
    attached.push({ type: 'MP3', file: `${base}.mp3` });
    if (i === 1) attached.push({ type: 'VIDEO', file: `${base}.webm` });
    await db.insert(slideAttachments).values(attached.map((a, position) => ({ slideId: slide.id, type: a.type, file: a.file, position: position + 1 })));
    files.push(attached.map((a) => a.file));
    for (const a of attached) {
      const ext = a.file.split('.').pop() ?? '';
      await db.insert(contentMedia).values({ path: a.file, kind: 'ELEARNING', contentType: TYPES[ext] ?? 'application/octet-stream', size: 1000, sha256: '0'.repeat(64) });
      writeMedia(options.mediaDir ?? null, a.file, patternBytes(1000));
    }
  }
  return { courseId: course.id, moduleIds, subjectIds, slides, files };
}

/** What `createLectures` inserted. */
export interface CreatedLectures {
  /** Polish lectures a category-B learner sees, in list order: for every category (position 1), for B (position 2), a Vimeo one for B (position 3). */
  listB: number[];
  /** A Polish lecture for category C only. */
  forC: number;
  /** An inactive Polish lecture for B. */
  inactive: number;
  /** The English lecture for B. */
  english: number;
  /** content_media path of the first lecture's film (kind LECTURE). */
  film: string;
}

/**
 * A small lecture set inserted directly: local films registered in content_media (kind LECTURE) and
 * written into `mediaDir` when given (4096 pattern bytes), and one Vimeo link. Lengths: 120 s each.
 */
export async function createLectures(db: Db, options: { mediaDir?: string | null } = {}): Promise<CreatedLectures> {
  sequence += 1;
  const setKey = `wyklady-${sequence}`;
  const now = new Date('2026-11-01T00:00:00Z');
  const film = `wyklady/${setKey}/w1.webm`;
  const add = async (key: string, values: { category: string | null; language?: string; position: number; link: string; active?: boolean }) => {
    const [row] = await db
      .insert(lectures)
      .values({ key, setKey, category: values.category, language: values.language ?? 'PL', position: values.position, title: `Wykład ${key}`, link: values.link, description: `Opis ${key}`, time: 120, active: values.active ?? true, updatedAt: now })
      .returning({ id: lectures.id });
    if (!row) throw new Error('lecture insert returned nothing');
    return row.id;
  };
  // Inserted out of order: the list is ordered by position.
  const forB = await add('w2', { category: 'B', position: 2, link: `wyklady/${setKey}/w2.webm` });
  const forAll = await add('w1', { category: null, position: 1, link: film });
  const vimeo = await add('w3', { category: 'B', position: 3, link: 'https://vimeo.com/76979871' });
  const forC = await add('w4', { category: 'C', position: 4, link: `wyklady/${setKey}/w4.webm` });
  const inactive = await add('w5', { category: 'B', position: 5, link: `wyklady/${setKey}/w5.webm`, active: false });
  const english = await add('w1-en', { category: 'B', language: 'EN', position: 1, link: `wyklady/${setKey}/w1-en.webm` });
  for (const name of ['w1', 'w2', 'w4', 'w5', 'w1-en']) {
    const path = `wyklady/${setKey}/${name}.webm`;
    await db.insert(contentMedia).values({ path, kind: 'LECTURE', contentType: 'video/webm', size: 4096, sha256: '0'.repeat(64) });
    writeMedia(options.mediaDir ?? null, path, patternBytes(4096));
  }
  return { listB: [forAll, forB, vimeo], forC, inactive, english, film };
}
