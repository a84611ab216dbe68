import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createStudent } from '../../../test/factories.js';
import {
  contentMedia,
  courseModules,
  courseSlides,
  courseSubjects,
  courses,
  elearningProgress,
  elearningSlideViews,
  lectureProgress,
  lectures,
  slideAttachments,
} from '../../db/schema/index.js';
import { ContentManifestError, createContentImportService, formatContentReport, type ContentImportService } from './content-import.service.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(64, 0xaa)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 1)]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#fc0"/></svg>\n';

let t: TestApp;
let service: ContentImportService;
const root = mkdtempSync(join(tmpdir(), 'osk-content-test-'));
const mediaDir = join(root, 'media');

beforeAll(async () => {
  t = await createTestApp();
  service = createContentImportService(t.database.db, t.clock, mediaDir);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

let folderSeq = 0;
/** A content folder in a temp dir: manifest (object or raw text) and files. */
function folder(manifest: unknown, files: Record<string, Buffer | string> = {}): string {
  folderSeq += 1;
  const dir = join(root, `folder-${folderSeq}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'manifest.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2));
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  }
  return dir;
}

interface SlideSpec { name: string; content: string; image?: string; narration?: string; video?: string }
function course(key: string, modules: { number: number; name: string; subjects: { name: string; slides: SlideSpec[] }[] }[]): object {
  return { kind: 'course', key, category: 'B', language: 'PL', name: `Kurs ${key}`, description: 'Opis kursu.', modules };
}
const slide = (n: number, extra: Partial<SlideSpec> = {}): SlideSpec => ({ name: `Slajd ${n}`, content: `Treść slajdu ${n}.\n\nDrugi akapit.`, ...extra });

const COURSE_FILES = { 'm1/a.svg': SVG, 'm1/a.mp3': MP3, 'm1/b.png': PNG, 'm1/b.mp3': MP3, 'm1/klip.webm': WEBM, 'm2/c.mp3': MP3 };
function sampleCourse(key: string): object {
  return course(key, [
    {
      number: 1,
      name: 'Moduł pierwszy',
      subjects: [
        { name: 'Temat A', slides: [slide(1, { image: 'm1/a.svg', narration: 'm1/a.mp3' }), slide(2, { image: 'm1/b.png', narration: 'm1/b.mp3', video: 'm1/klip.webm' })] },
        { name: 'Temat B', slides: [slide(3), slide(4, { narration: 'm1/a.mp3' })] },
      ],
    },
    { number: 2, name: 'Moduł drugi', subjects: [{ name: 'Temat C', slides: [slide(5, { narration: 'm2/c.mp3' })] }] },
  ]);
}

async function courseRows(key: string) {
  const db = t.database.db;
  const [c] = await db.select().from(courses).where(eq(courses.key, key));
  if (!c) return null;
  const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, c.id));
  const subjects = (await db.select().from(courseSubjects)).filter((s) => modules.some((m) => m.id === s.moduleId));
  const slides = (await db.select().from(courseSlides)).filter((s) => modules.some((m) => m.id === s.moduleId));
  const attachments = (await db.select().from(slideAttachments)).filter((a) => slides.some((s) => s.id === a.slideId));
  const media = (await db.select().from(contentMedia)).filter((m) => m.path.startsWith(`elearning/${key}/`));
  return { course: c, modules, subjects, slides, attachments, media };
}

describe('importing a course', () => {
  it('creates the course, its modules, subjects, numbered slides, attachments and registered media files', async () => {
    const dir = folder(sampleCourse('kurs-a'), COURSE_FILES);
    const report = await service.importFolder(dir);
    expect(report.unchanged).toBe(false);
    expect(report.levels).toEqual([
      { level: 'course', created: 1, updated: 0, removed: 0 },
      { level: 'modules', created: 2, updated: 0, removed: 0 },
      { level: 'subjects', created: 3, updated: 0, removed: 0 },
      { level: 'slides', created: 5, updated: 0, removed: 0 },
    ]);
    expect(report.media.filesCopied).toBe(6);
    expect(report.media.bytesCopied).toBe(Object.values(COURSE_FILES).reduce((s, f) => s + Buffer.byteLength(f), 0));
    expect(formatContentReport(report)).toContain('slides    5 created, 0 updated, 0 removed');

    const rows = await courseRows('kurs-a');
    expect(rows?.course).toMatchObject({ category: 'B', language: 'PL', name: 'Kurs kurs-a', description: 'Opis kursu.', active: true });
    const m1 = rows?.modules.find((m) => m.moduleNumber === 1);
    const m1Slides = rows?.slides.filter((s) => s.moduleId === m1?.id).sort((a, b) => a.lessonNumber - b.lessonNumber);
    expect(m1Slides?.map((s) => [s.lessonNumber, s.name])).toEqual([[1, 'Slajd 1'], [2, 'Slajd 2'], [3, 'Slajd 3'], [4, 'Slajd 4']]);
    const subjectB = rows?.subjects.find((s) => s.name === 'Temat B');
    expect(subjectB?.position).toBe(2);
    expect(m1Slides?.[2]?.subjectId).toBe(subjectB?.id);
    expect(m1Slides?.[0]?.content).toBe('Treść slajdu 1.\n\nDrugi akapit.');
    const second = rows?.attachments.filter((a) => a.slideId === m1Slides?.[1]?.id).sort((a, b) => a.position - b.position);
    expect(second?.map((a) => [a.type, a.file])).toEqual([
      ['IMAGE', 'elearning/kurs-a/m1/b.png'],
      ['MP3', 'elearning/kurs-a/m1/b.mp3'],
      ['VIDEO', 'elearning/kurs-a/m1/klip.webm'],
    ]);
    const svgRow = rows?.media.find((m) => m.path === 'elearning/kurs-a/m1/a.svg');
    expect(svgRow).toMatchObject({ kind: 'ELEARNING', contentType: 'image/svg+xml', size: Buffer.byteLength(SVG) });
    expect(svgRow?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(rows?.media.find((m) => m.path === 'elearning/kurs-a/m1/klip.webm')?.contentType).toBe('video/webm');
    expect(rows?.media).toHaveLength(6);
    expect(readFileSync(join(mediaDir, 'elearning/kurs-a/m1/b.png'))).toEqual(PNG);
    expect(readdirSync(join(mediaDir, 'elearning/kurs-a/m1')).some((n) => n.includes('.tmp-'))).toBe(false);
  });

  it('reports an unchanged folder as unchanged and writes nothing on a second import', async () => {
    const dir = folder(sampleCourse('kurs-b2'), COURSE_FILES);
    await service.importFolder(dir);
    const before = await courseRows('kurs-b2');
    const again = await service.importFolder(dir);
    expect(again.unchanged).toBe(true);
    expect(again.media.filesCopied).toBe(0);
    expect(formatContentReport(again)).toContain('unchanged');
    expect(await courseRows('kurs-b2')).toEqual(before);
  });

  it('copies a media file again when it went missing from the media directory', async () => {
    const dir = folder(sampleCourse('kurs-c'), COURSE_FILES);
    await service.importFolder(dir);
    rmSync(join(mediaDir, 'elearning/kurs-c/m2/c.mp3'));
    const report = await service.importFolder(dir);
    expect(report.unchanged).toBe(false);
    expect(report.media.filesCopied).toBe(1);
    expect(existsSync(join(mediaDir, 'elearning/kurs-c/m2/c.mp3'))).toBe(true);
  });

  it('keeps learners\' progress on remaining slides when a slide is removed and a text changed, and removes the dropped files', async () => {
    const key = 'kurs-postep';
    await service.importFolder(folder(sampleCourse(key), COURSE_FILES));
    const rows = await courseRows(key);
    const m1 = rows?.modules.find((m) => m.moduleNumber === 1);
    const slide3 = rows?.slides.find((s) => s.moduleId === m1?.id && s.lessonNumber === 3);
    const slide2 = rows?.slides.find((s) => s.moduleId === m1?.id && s.lessonNumber === 2);
    if (!rows || !m1 || !slide3 || !slide2) throw new Error('course not imported');
    const student = await createStudent(t.database.db);
    const now = t.clock.now();
    await t.database.db.insert(elearningProgress).values({ studentId: student.studentId, courseId: rows.course.id, moduleNumber: 1, subjectId: slide3.subjectId, slideId: slide3.id, lessonNumber: 3, updatedAt: now });
    await t.database.db.insert(elearningSlideViews).values([
      { studentId: student.studentId, slideId: slide3.id, viewedAt: now },
      { studentId: student.studentId, slideId: slide2.id, viewedAt: now },
    ]);

    // Slide 2 (with the PNG, its narration and the clip) goes; slide 1's text changes; slide 3 stays as it was.
    const changed = course(key, [
      {
        number: 1,
        name: 'Moduł pierwszy',
        subjects: [
          { name: 'Temat A', slides: [slide(1, { image: 'm1/a.svg', narration: 'm1/a.mp3', content: 'Nowa treść.' })] },
          { name: 'Temat B', slides: [slide(3), slide(4, { narration: 'm1/a.mp3' })] },
        ],
      },
      { number: 2, name: 'Moduł drugi', subjects: [{ name: 'Temat C', slides: [slide(5, { narration: 'm2/c.mp3' })] }] },
    ]);
    const report = await service.importFolder(folder(changed, { 'm1/a.svg': SVG, 'm1/a.mp3': MP3, 'm2/c.mp3': MP3 }));
    expect(report.levels.find((l) => l.level === 'slides')).toEqual({ level: 'slides', created: 0, updated: 3, removed: 1 });
    expect(report.media.filesRemoved).toBe(3);

    const after = await courseRows(key);
    const m1Slides = after?.slides.filter((s) => s.moduleId === m1.id).sort((a, b) => a.lessonNumber - b.lessonNumber);
    expect(m1Slides?.map((s) => s.name)).toEqual(['Slajd 1', 'Slajd 3', 'Slajd 4']);
    expect(m1Slides?.[0]?.content).toBe('Nowa treść.');
    const [progress] = await t.database.db.select().from(elearningProgress).where(eq(elearningProgress.studentId, student.studentId));
    const kept = m1Slides?.find((s) => s.id === slide3.id);
    expect(progress?.slideId).toBe(slide3.id);
    expect(kept?.name).toBe('Slajd 3');
    // The kept slide's row now carries lesson number 2; progress follows its row.
    expect(progress?.lessonNumber).toBe(kept?.lessonNumber);
    expect(progress?.subjectId).toBe(kept?.subjectId);
    const views = await t.database.db.select().from(elearningSlideViews).where(eq(elearningSlideViews.studentId, student.studentId));
    expect(views.map((v) => v.slideId)).toContain(slide3.id);
    expect(after?.media.map((m) => m.path).sort()).toEqual(['elearning/kurs-postep/m1/a.mp3', 'elearning/kurs-postep/m1/a.svg', 'elearning/kurs-postep/m2/c.mp3']);
    expect(existsSync(join(mediaDir, 'elearning/kurs-postep/m1/b.png'))).toBe(false);
    expect(existsSync(join(mediaDir, 'elearning/kurs-postep/m1/klip.webm'))).toBe(false);
    expect(existsSync(join(mediaDir, 'elearning/kurs-postep/m1/a.svg'))).toBe(true);
  });

  it('moves a learner\'s resume position along when its slide moves to another subject', async () => {
    const key = 'kurs-przesuniecie';
    await service.importFolder(folder(sampleCourse(key), COURSE_FILES));
    const rows = await courseRows(key);
    const m1 = rows?.modules.find((m) => m.moduleNumber === 1);
    const slide3 = rows?.slides.find((s) => s.moduleId === m1?.id && s.lessonNumber === 3);
    if (!rows || !m1 || !slide3) throw new Error('course not imported');
    const student = await createStudent(t.database.db);
    await t.database.db.insert(elearningProgress).values({ studentId: student.studentId, courseId: rows.course.id, moduleNumber: 1, subjectId: slide3.subjectId, slideId: slide3.id, lessonNumber: 3, updatedAt: t.clock.now() });

    const moved = course(key, [
      {
        number: 1,
        name: 'Moduł pierwszy',
        subjects: [
          { name: 'Temat A', slides: [slide(0), slide(1, { image: 'm1/a.svg', narration: 'm1/a.mp3' }), slide(2, { image: 'm1/b.png', narration: 'm1/b.mp3', video: 'm1/klip.webm' }), slide(3)] },
          { name: 'Temat B', slides: [slide(4, { narration: 'm1/a.mp3' })] },
        ],
      },
      { number: 2, name: 'Moduł drugi', subjects: [{ name: 'Temat C', slides: [slide(5, { narration: 'm2/c.mp3' })] }] },
    ]);
    const report = await service.importFolder(folder(moved, COURSE_FILES));
    expect(report.levels.find((l) => l.level === 'slides')).toEqual({ level: 'slides', created: 1, updated: 4, removed: 0 });
    const after = await courseRows(key);
    const subjectA = after?.subjects.find((s) => s.moduleId === m1.id && s.position === 1);
    const kept = after?.slides.find((s) => s.id === slide3.id);
    expect(kept).toMatchObject({ name: 'Slajd 3', lessonNumber: 4, subjectId: subjectA?.id });
    const [progress] = await t.database.db.select().from(elearningProgress).where(eq(elearningProgress.studentId, student.studentId));
    expect(progress).toMatchObject({ slideId: slide3.id, lessonNumber: 4, subjectId: subjectA?.id, moduleNumber: 1 });
    expect(after?.slides.filter((s) => s.moduleId === m1.id).map((s) => s.lessonNumber).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('removes modules no longer in the manifest with their subjects and slides', async () => {
    const key = 'kurs-mniej';
    await service.importFolder(folder(sampleCourse(key), COURSE_FILES));
    const one = course(key, [{ number: 1, name: 'Jedyny', subjects: [{ name: 'Temat A', slides: [slide(1)] }] }]);
    const report = await service.importFolder(folder(one));
    expect(report.levels).toEqual([
      { level: 'course', created: 0, updated: 0, removed: 0 },
      { level: 'modules', created: 0, updated: 1, removed: 1 },
      { level: 'subjects', created: 0, updated: 0, removed: 2 },
      { level: 'slides', created: 0, updated: 1, removed: 4 },
    ]);
    const rows = await courseRows(key);
    expect(rows?.modules.map((m) => m.moduleNumber)).toEqual([1]);
    expect(rows?.slides).toHaveLength(1);
    expect(rows?.attachments).toHaveLength(0);
    expect(rows?.media).toHaveLength(0);
    expect(existsSync(join(mediaDir, `elearning/${key}/m1/a.svg`))).toBe(false);
  });
});

describe('importing lectures', () => {
  const LECTURE_FILES = { 'w1.webm': WEBM, 'filmy/w2.webm': WEBM };
  const set = (lecturesList: object[], category: string | null = 'B') => ({ kind: 'lectures', key: 'wyklady-t', language: 'PL', category, lectures: lecturesList });
  const w1 = { key: 'w1', title: 'Wykład 1', description: 'Opis 1.', file: 'w1.webm', time: 12 };
  const w2 = { key: 'w2', title: 'Wykład 2', description: 'Opis 2.', file: 'filmy/w2.webm', time: 9 };
  const w3 = { key: 'w3', title: 'Wykład 3', description: 'Na Vimeo.', vimeo: 'https://vimeo.com/123456789', time: 300 };

  it('creates the lectures in order with local film paths and Vimeo links, and keeps progress of the ones that stay', async () => {
    const report = await service.importFolder(folder(set([w1, w2, w3]), LECTURE_FILES));
    expect(report.levels).toEqual([{ level: 'lectures', created: 3, updated: 0, removed: 0 }]);
    expect(report.media.filesCopied).toBe(2);
    const rows = await t.database.db.select().from(lectures).where(eq(lectures.setKey, 'wyklady-t'));
    const byKey = new Map(rows.map((r) => [r.key, r]));
    expect(byKey.get('w1')).toMatchObject({ position: 1, title: 'Wykład 1', link: 'wyklady/wyklady-t/w1.webm', time: 12, category: 'B', language: 'PL', active: true });
    expect(byKey.get('w2')).toMatchObject({ position: 2, link: 'wyklady/wyklady-t/filmy/w2.webm' });
    expect(byKey.get('w3')).toMatchObject({ position: 3, link: 'https://vimeo.com/123456789', time: 300 });
    const media = (await t.database.db.select().from(contentMedia)).filter((m) => m.path.startsWith('wyklady/wyklady-t/'));
    expect(media.map((m) => [m.path, m.kind, m.contentType])).toEqual(
      expect.arrayContaining([
        ['wyklady/wyklady-t/w1.webm', 'LECTURE', 'video/webm'],
        ['wyklady/wyklady-t/filmy/w2.webm', 'LECTURE', 'video/webm'],
      ]),
    );
    expect(existsSync(join(mediaDir, 'wyklady/wyklady-t/filmy/w2.webm'))).toBe(true);

    expect((await service.importFolder(folder(set([w1, w2, w3]), LECTURE_FILES))).unchanged).toBe(true);

    const student = await createStudent(t.database.db);
    const w2Id = byKey.get('w2')?.id ?? 0;
    await t.database.db.insert(lectureProgress).values({ studentId: student.studentId, lectureId: w2Id, started: true, finished: false, endTime: 4, updatedAt: t.clock.now() });
    const next = await service.importFolder(folder(set([{ ...w2, title: 'Wykład 2 (nowy)' }, w3], null), { 'filmy/w2.webm': WEBM }));
    expect(next.levels).toEqual([{ level: 'lectures', created: 0, updated: 2, removed: 1 }]);
    const after = await t.database.db.select().from(lectures).where(eq(lectures.setKey, 'wyklady-t'));
    expect(after.map((l) => [l.key, l.position, l.category]).sort()).toEqual([
      ['w2', 1, null],
      ['w3', 2, null],
    ]);
    expect(after.find((l) => l.key === 'w2')?.id).toBe(w2Id);
    const progress = await t.database.db.select().from(lectureProgress).where(eq(lectureProgress.studentId, student.studentId));
    expect(progress).toHaveLength(1);
    expect(existsSync(join(mediaDir, 'wyklady/wyklady-t/w1.webm'))).toBe(false);
  });
});

describe('a broken manifest', () => {
  async function problemsOf(dir: string): Promise<{ path: string; message: string }[]> {
    const error = await service.importFolder(dir).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentManifestError);
    return (error as ContentManifestError).problems;
  }

  async function nothingWritten(): Promise<{ courses: number; lectures: number; media: number }> {
    const db = t.database.db;
    return { courses: (await db.select().from(courses)).length, lectures: (await db.select().from(lectures)).length, media: (await db.select().from(contentMedia)).length };
  }

  it('lists every problem with its JSON path and writes neither rows nor files', async () => {
    const before = await nothingWritten();
    const outside = join(root, 'outside.mp3');
    writeFileSync(outside, MP3);
    const manifest = {
      kind: 'course',
      key: 'kurs-zly',
      category: 'X',
      language: 'PL',
      description: 'Brak nazwy.',
      modules: [
        {
          number: 1,
          name: 'Pierwszy',
          subjects: [
            {
              name: 'Temat',
              slides: [
                { name: 'Brak pliku', content: 'Tekst.', narration: 'm1/brak.mp3' },
                { name: 'Udawany PNG', content: 'Tekst.', image: 'm1/tekst.png' },
                { name: 'Wyjście z folderu', content: 'Tekst.', narration: '../outside.mp3' },
                { name: 'Ścieżka bezwzględna', content: 'Tekst.', narration: outside },
                { name: 'Skrypt w SVG', content: 'Tekst.', image: 'm1/zly.svg' },
                { name: 'Zły typ', content: 'Tekst.', narration: 'm1/dobry.png' },
              ],
            },
          ],
        },
        { number: 1, name: 'Powtórzony', subjects: [{ name: 'Temat', slides: [{ content: 'Bez nazwy.' }] }] },
        { number: 3, name: 'Pusty', subjects: [] },
      ],
    };
    const dir = folder(manifest, {
      'm1/tekst.png': 'To jest tekst, nie obrazek.',
      'm1/zly.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'm1/dobry.png': PNG,
    });
    const problems = await problemsOf(dir);
    const at = (path: string) => problems.filter((p) => p.path === path).map((p) => p.message);
    expect(at('name')).toEqual(['is required']);
    expect(at('category')[0]).toMatch(/must be one of the categories A, M, B/);
    expect(at('modules[1].number')).toEqual(['duplicate module number 1']);
    expect(at('modules')[0]).toMatch(/without gaps \(found 1, 3\)/);
    expect(at('modules[2].subjects')).toEqual(['must have at least one subject']);
    expect(at('modules[1].subjects[0].slides[0].name')).toEqual(['is required']);
    expect(at('modules[0].subjects[0].slides[0].narration')).toEqual(['file "m1/brak.mp3" does not exist']);
    expect(at('modules[0].subjects[0].slides[1].image')[0]).toMatch(/not PNG/);
    expect(at('modules[0].subjects[0].slides[2].narration')[0]).toMatch(/inside the folder/);
    expect(at('modules[0].subjects[0].slides[3].narration')[0]).toMatch(/not an absolute path/);
    expect(at('modules[0].subjects[0].slides[4].image')).toContain('SVG must not contain <script>');
    expect(at('modules[0].subjects[0].slides[5].narration')[0]).toMatch(/must be a mp3 file for a narration/);
    expect(await nothingWritten()).toEqual(before);
    expect(existsSync(join(mediaDir, 'elearning/kurs-zly'))).toBe(false);
  });

  it('names a bad Vimeo link, a lecture without a film, a duplicate key and a missing time', async () => {
    const before = await nothingWritten();
    const dir = folder({
      kind: 'lectures',
      key: 'wyklady-zle',
      language: 'XX',
      category: null,
      lectures: [
        { key: 'a', title: 'Vimeo', vimeo: 'https://vimeo.com/abc', time: 10 },
        { key: 'a', title: 'Bez filmu', time: 0 },
        { key: 'c', title: 'Bez czasu', vimeo: 'https://player.vimeo.com/video/42' },
        { key: 'd', title: 'Backslash', file: 'filmy\\d.webm', time: 5 },
      ],
    });
    const problems = await problemsOf(dir);
    const at = (path: string) => problems.filter((p) => p.path === path).map((p) => p.message);
    expect(at('language')[0]).toMatch(/must be one of the languages PL, EN, DE, UA, RU/);
    expect(at('lectures[0].vimeo')[0]).toMatch(/https:\/\/vimeo.com\/<digits>/);
    expect(at('lectures[1].key')).toEqual(['duplicate lecture key "a"']);
    expect(at('lectures[1]')).toEqual(['must have exactly one of "file" (a local film) and "vimeo"']);
    expect(at('lectures[1].time')).toEqual(['must be more than 0 seconds']);
    expect(at('lectures[2].time')).toEqual(['is required']);
    expect(at('lectures[3].file')[0]).toMatch(/backslash/);
    expect(await nothingWritten()).toEqual(before);
  });

  it('reports invalid JSON with its line and column', async () => {
    const problems = await problemsOf(folder('{\n  "kind": "course",\n  "key": "x"\n  "name": "y"\n}'));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe('manifest.json');
    expect(problems[0]?.message).toMatch(/^is not valid JSON at line 4, column 3/);
  });

  it('reports a missing manifest, an unknown kind and a symbolic link to a file outside the folder', async () => {
    const empty = join(root, 'empty');
    mkdirSync(empty);
    expect((await problemsOf(empty))[0]?.message).toMatch(/cannot be read/);
    expect(await problemsOf(folder({ kind: 'film' }))).toEqual([{ path: 'kind', message: 'must be "course" or "lectures"' }]);
    const outside = join(root, 'outside.webm');
    writeFileSync(outside, WEBM);
    const dir = folder({ kind: 'lectures', key: 'wyklady-link', language: 'PL', lectures: [{ key: 'a', title: 'Link', file: 'a.webm', time: 3 }] });
    symlinkSync(outside, join(dir, 'a.webm'));
    expect(await problemsOf(dir)).toEqual([{ path: 'lectures[0].file', message: '"a.webm" is not a regular file' }]);
  });
});
