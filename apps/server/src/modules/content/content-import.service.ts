import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { readContentFolder, type ContentFolder, type CourseFolder, type FolderFile, type LecturesFolder } from './content-folder.js';
import { ContentRepository, type LectureValues, type StoredCourseTree, type StoredLecture, type StoredMedia, type StoredSlide } from './content.repository.js';

export { ContentManifestError, readContentFolder, type ContentFolder, type ManifestProblem } from './content-folder.js';

/** The demo course and lecture set shipped in the repository (content/demo), loaded at a demo start. */
export const DEMO_CONTENT_DIRS = ['kurs-b', 'wyklady'].map((name) => fileURLToPath(new URL(`../../../../../content/demo/${name}`, import.meta.url)));

/** Rows created, updated and removed at one level of the content. */
export interface LevelCounts {
  level: 'course' | 'modules' | 'subjects' | 'slides' | 'lectures';
  created: number;
  updated: number;
  removed: number;
}

/** What an import did. `unchanged`: the folder matched the stored content and nothing was written. */
export interface ContentImportReport {
  kind: 'course' | 'lectures';
  key: string;
  dir: string;
  unchanged: boolean;
  levels: LevelCounts[];
  media: { filesCopied: number; bytesCopied: number; filesRemoved: number };
}

/** A media file the folder brings, at its place under the media directory. */
interface PlannedMedia {
  row: StoredMedia;
  file: FolderFile;
  /** The stored row differs (or is missing). */
  rowChanged: boolean;
  /** The file in the media directory is missing or not this one. */
  copy: boolean;
}

/** Writes done while walking the content; null walks without writing (to count). */
interface Writer {
  repo: ContentRepository;
  tx: Db;
  now: Date;
}

const MEDIA_KIND = { course: 'ELEARNING', lectures: 'LECTURE' } as const;

function mediaPrefix(folder: ContentFolder): string {
  return folder.kind === 'course' ? `elearning/${folder.key}/` : `wyklady/${folder.key}/`;
}

const counts = (level: LevelCounts['level']): LevelCounts => ({ level, created: 0, updated: 0, removed: 0 });

/**
 * Loads course and lecture folders (`npm run content:import`, and the demo content at a demo start)
 * into the database and the content media directory.
 */
export class ContentImportService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly clock: Clock,
    private readonly mediaDir: string,
  ) {}

  /**
   * Checks a folder and imports it: media files are copied (under temporary names, renamed after the
   * commit), then the rows are upserted by key in one transaction; rows and media the folder no longer
   * has are removed. A folder that matches what is stored (texts, order and every file's SHA-256) writes
   * nothing and reports `unchanged`. Throws ContentManifestError (nothing written) for a bad folder.
   */
  async importFolder(dir: string): Promise<ContentImportReport> {
    const folder = await readContentFolder(dir);
    const prefix = mediaPrefix(folder);
    const storedMedia = await this.repo.mediaUnder(prefix);
    const planned = await this.planMedia(folder, storedMedia);
    const wanted = new Set(planned.map((m) => m.row.path));
    const dryRun = await this.sync(folder, null);
    const removedMedia = storedMedia.map((m) => m.path).filter((p) => !wanted.has(p));
    const mediaChanged = removedMedia.length > 0 || planned.some((m) => m.rowChanged || m.copy);
    const rowsChanged = dryRun.some((l) => l.created + l.updated + l.removed > 0);
    if (!mediaChanged && !rowsChanged) {
      return { kind: folder.kind, key: folder.key, dir, unchanged: true, levels: dryRun, media: { filesCopied: 0, bytesCopied: 0, filesRemoved: 0 } };
    }

    const toCopy = planned.filter((m) => m.copy);
    const staged: { temp: string; final: string }[] = [];
    let levels: LevelCounts[];
    let removedPaths: string[];
    try {
      for (const media of toCopy) {
        const final = join(this.mediaDir, media.row.path);
        await mkdir(dirname(final), { recursive: true });
        const temp = `${final}.tmp-${randomBytes(6).toString('hex')}`;
        staged.push({ temp, final });
        await copyFile(media.file.absolute, temp);
      }
      ({ levels, removedPaths } = await this.repo.transaction(async (tx) => {
        const writer: Writer = { repo: this.repo, tx, now: this.clock.now() };
        const result = await this.sync(folder, writer);
        await this.repo.upsertMedia(
          planned.filter((m) => m.rowChanged).map((m) => m.row),
          tx,
        );
        const gone = (await this.repo.mediaUnder(prefix, tx)).map((m) => m.path).filter((p) => !wanted.has(p));
        await this.repo.deleteMedia(gone, tx);
        return { levels: result, removedPaths: gone };
      }));
    } catch (error) {
      await Promise.all(staged.map((s) => rm(s.temp, { force: true })));
      throw error;
    }
    for (const s of staged) await rename(s.temp, s.final);
    for (const path of removedPaths) await rm(join(this.mediaDir, path), { force: true });
    return {
      kind: folder.kind,
      key: folder.key,
      dir,
      unchanged: false,
      levels,
      media: { filesCopied: toCopy.length, bytesCopied: toCopy.reduce((sum, m) => sum + m.file.size, 0), filesRemoved: removedPaths.length },
    };
  }

  /** Imports several folders in order (each its own transaction); stops at the first bad one. */
  async importFolders(dirs: readonly string[]): Promise<ContentImportReport[]> {
    const reports: ContentImportReport[] = [];
    for (const dir of dirs) reports.push(await this.importFolder(dir));
    return reports;
  }

  private async planMedia(folder: ContentFolder, stored: StoredMedia[]): Promise<PlannedMedia[]> {
    const byPath = new Map(stored.map((m) => [m.path, m]));
    const prefix = mediaPrefix(folder);
    const planned: PlannedMedia[] = [];
    for (const file of folder.files.values()) {
      const row: StoredMedia = { path: `${prefix}${file.relative}`, kind: MEDIA_KIND[folder.kind], contentType: file.contentType, size: file.size, sha256: file.sha256 };
      const old = byPath.get(row.path);
      const rowChanged = !old || old.kind !== row.kind || old.contentType !== row.contentType || old.size !== row.size || old.sha256 !== row.sha256;
      let onDisk: number | null = null;
      try {
        onDisk = (await stat(join(this.mediaDir, row.path))).size;
      } catch {
        onDisk = null;
      }
      planned.push({ row, file, rowChanged, copy: rowChanged || onDisk !== file.size });
    }
    return planned;
  }

  private async sync(folder: ContentFolder, writer: Writer | null): Promise<LevelCounts[]> {
    return folder.kind === 'course' ? this.syncCourse(folder, writer) : this.syncLectures(folder, writer);
  }

  /**
   * Walks the course against what is stored: the course by key, modules by number, subjects by
   * position, slides by (module, lesson number) unless a slide's name shows it moved within its module,
   * attachments replaced when they differ. With a writer it
   * also writes; without, it only counts.
   */
  private async syncCourse(folder: CourseFolder, writer: Writer | null): Promise<LevelCounts[]> {
    const tree: StoredCourseTree | null = await this.repo.courseTree(folder.key, writer?.tx);
    const course = counts('course');
    const modules = counts('modules');
    const subjects = counts('subjects');
    const slides = counts('slides');
    const prefix = mediaPrefix(folder);
    // Counting without a writer (the "unchanged?" check) inserts nothing: rows that would be new get
    // distinct negative ids so the walk below can still key their children.
    let countOnlyId = -1;
    const newId = async (insert: () => Promise<number>): Promise<number> => (writer ? insert() : countOnlyId--);
    // A module or a subject: the stored one kept (renamed when its name changed), or a new one; answers its id.
    const keepOrInsert = async (
      old: { id: number; name: string } | undefined,
      name: string,
      level: LevelCounts,
      kept: Set<number>,
      rename: (w: Writer, id: number) => Promise<void>,
      insert: (w: Writer) => Promise<number>,
    ): Promise<number> => {
      if (!old) {
        level.created += 1;
        return newId(() => (writer ? insert(writer) : Promise.resolve(0)));
      }
      kept.add(old.id);
      if (old.name !== name) {
        level.updated += 1;
        if (writer) await rename(writer, old.id);
      }
      return old.id;
    };

    const values = { category: folder.category, language: folder.language, name: folder.name, description: folder.description, active: true };
    let courseId: number;
    if (!tree) {
      course.created += 1;
      courseId = await newId(() => writer?.repo.insertCourse(folder.key, { ...values, updatedAt: writer.now }, writer.tx) ?? Promise.resolve(0));
    } else {
      courseId = tree.course.id;
      const c = tree.course;
      if (c.category !== values.category || c.language !== values.language || c.name !== values.name || c.description !== values.description || !c.active) {
        course.updated += 1;
        if (writer) await writer.repo.updateCourse(courseId, { ...values, updatedAt: writer.now }, writer.tx);
      }
    }

    const storedModules = new Map((tree?.modules ?? []).map((m) => [m.moduleNumber, m]));
    const storedSubjects = new Map((tree?.subjects ?? []).map((s) => [`${s.moduleId}:${s.position}`, s]));
    const storedAttachments = new Map<number, string>();
    for (const a of tree?.attachments ?? []) storedAttachments.set(a.slideId, `${storedAttachments.get(a.slideId) ?? ''}${a.type}:${a.file}\n`);
    const keptModuleIds = new Set<number>();
    const keptSubjectIds = new Set<number>();
    const keptSlideIds = new Set<number>();

    for (const module of folder.modules) {
      const moduleId = await keepOrInsert(
        storedModules.get(module.number),
        module.name,
        modules,
        keptModuleIds,
        (w, id) => w.repo.renameModule(id, module.name, w.tx),
        (w) => w.repo.insertModule(courseId, module.number, module.name, w.tx),
      );
      // Subjects by position, then the module's slides numbered 1.. across them.
      const targets: { subjectId: number; lessonNumber: number; name: string; content: string; attachments: { type: string; file: string }[] }[] = [];
      for (const [index, subject] of module.subjects.entries()) {
        const subjectId = await keepOrInsert(
          storedSubjects.get(`${moduleId}:${index + 1}`),
          subject.name,
          subjects,
          keptSubjectIds,
          (w, id) => w.repo.renameSubject(id, subject.name, w.tx),
          (w) => w.repo.insertSubject(moduleId, index + 1, subject.name, w.tx),
        );
        for (const slide of subject.slides) {
          const attachments = slide.attachments.map((a) => ({ type: a.type, file: `${prefix}${a.relative}` }));
          targets.push({ subjectId, lessonNumber: targets.length + 1, name: slide.name, content: slide.content, attachments });
        }
      }

      // A slide keeps its row (and learners' views and positions) when its name is still in the module,
      // even if slides before it were added or removed; otherwise the row at its lesson number is reused.
      const stored = (tree?.slides ?? []).filter((sl) => sl.moduleId === moduleId);
      const matched = new Map<number, StoredSlide>();
      const used = new Set<number>();
      const claim = (test: (sl: StoredSlide, target: (typeof targets)[number]) => boolean): void => {
        targets.forEach((target, i) => {
          if (matched.has(i)) return;
          const hit = stored.find((sl) => !used.has(sl.id) && test(sl, target));
          if (hit) {
            matched.set(i, hit);
            used.add(hit.id);
          }
        });
      };
      claim((sl, target) => sl.name === target.name);
      claim((sl, target) => sl.lessonNumber === target.lessonNumber);
      const removedHere = stored.filter((sl) => !used.has(sl.id));
      if (writer) {
        await writer.repo.deleteSlides(removedHere.map((sl) => sl.id), writer.tx);
        const moving = [...matched.entries()].filter(([i, sl]) => sl.lessonNumber !== targets[i]?.lessonNumber).map(([, sl]) => sl.id);
        await writer.repo.parkSlides(moving, writer.tx);
      }
      for (const [i, target] of targets.entries()) {
        const signature = target.attachments.map((a) => `${a.type}:${a.file}\n`).join('');
        const old = matched.get(i);
        if (old) {
          keptSlideIds.add(old.id);
          const rowChanged = old.name !== target.name || old.content !== target.content || old.subjectId !== target.subjectId || old.lessonNumber !== target.lessonNumber;
          const attachmentsChanged = (storedAttachments.get(old.id) ?? '') !== signature;
          if (rowChanged || attachmentsChanged) {
            slides.updated += 1;
            if (writer && rowChanged) await writer.repo.updateSlide(old.id, { subjectId: target.subjectId, lessonNumber: target.lessonNumber, name: target.name, content: target.content }, writer.tx);
            if (writer && attachmentsChanged) await writer.repo.replaceAttachments(old.id, target.attachments, writer.tx);
          }
        }
      }
      for (const [i, target] of targets.entries()) {
        if (matched.has(i)) continue;
        slides.created += 1;
        if (writer) {
          const slideId = await writer.repo.insertSlide({ moduleId, subjectId: target.subjectId, lessonNumber: target.lessonNumber, name: target.name, content: target.content }, writer.tx);
          await writer.repo.replaceAttachments(slideId, target.attachments, writer.tx);
        }
      }
    }

    const goneSlides = (tree?.slides ?? []).filter((s) => !keptSlideIds.has(s.id));
    const goneSubjects = (tree?.subjects ?? []).filter((s) => !keptSubjectIds.has(s.id));
    const goneModules = (tree?.modules ?? []).filter((m) => !keptModuleIds.has(m.id));
    slides.removed = goneSlides.length;
    subjects.removed = goneSubjects.length;
    modules.removed = goneModules.length;
    if (writer && tree) {
      // Progress first follows the slides that stayed, so deleting old subjects cannot take it along.
      await writer.repo.realignProgress(courseId, writer.tx);
      await writer.repo.deleteSlides(goneSlides.map((s) => s.id), writer.tx);
      await writer.repo.deleteSubjects(goneSubjects.map((s) => s.id), writer.tx);
      await writer.repo.deleteModules(goneModules.map((m) => m.id), writer.tx);
      if (course.updated === 0 && (modules.created + modules.updated + modules.removed + subjects.created + subjects.updated + subjects.removed + slides.created + slides.updated + slides.removed) > 0) {
        await writer.repo.updateCourse(courseId, { ...values, updatedAt: writer.now }, writer.tx);
      }
    }
    return [course, modules, subjects, slides];
  }

  /** Walks the lecture set against what is stored: lectures by (set, key), positions as listed. */
  private async syncLectures(folder: LecturesFolder, writer: Writer | null): Promise<LevelCounts[]> {
    const level = counts('lectures');
    const stored = new Map((await this.repo.lecturesOfSet(folder.key, writer?.tx)).map((l) => [l.key, l]));
    const prefix = mediaPrefix(folder);
    const keep = new Set<string>();
    for (const [index, lecture] of folder.lectures.entries()) {
      keep.add(lecture.key);
      const values: Omit<LectureValues, 'updatedAt'> = {
        category: folder.category,
        language: folder.language,
        position: index + 1,
        title: lecture.title,
        link: lecture.file ? `${prefix}${lecture.file}` : (lecture.vimeo ?? ''),
        description: lecture.description,
        time: lecture.time,
        active: true,
      };
      const old: StoredLecture | undefined = stored.get(lecture.key);
      if (!old) {
        level.created += 1;
        if (writer) await writer.repo.insertLecture(folder.key, lecture.key, { ...values, updatedAt: writer.now }, writer.tx);
      } else if ((Object.keys(values) as (keyof typeof values)[]).some((k) => old[k] !== values[k])) {
        level.updated += 1;
        if (writer) await writer.repo.updateLecture(old.id, { ...values, updatedAt: writer.now }, writer.tx);
      }
    }
    const gone = [...stored.values()].filter((l) => !keep.has(l.key));
    level.removed = gone.length;
    if (writer) await writer.repo.deleteLectures(gone.map((l) => l.id), writer.tx);
    return [level];
  }
}

/** The service on a database and a media directory. */
export function createContentImportService(db: Db, clock: Clock, mediaDir: string): ContentImportService {
  return new ContentImportService(new ContentRepository(db), clock, mediaDir);
}

/** Imports the demo course and lectures (quick when they are already loaded and unchanged). */
export async function importDemoContent(db: Db, clock: Clock, mediaDir: string): Promise<ContentImportReport[]> {
  return createContentImportService(db, clock, mediaDir).importFolders(DEMO_CONTENT_DIRS);
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${bytes} B`;
}

/** The report as the command line prints it. */
export function formatContentReport(report: ContentImportReport): string {
  const what = `${report.kind === 'course' ? 'Course' : 'Lecture set'} "${report.key}" (${report.dir})`;
  if (report.unchanged) return `${what}: unchanged\n`;
  const lines = [`${what}: imported`];
  for (const l of report.levels) lines.push(`  ${l.level.padEnd(9)} ${l.created} created, ${l.updated} updated, ${l.removed} removed`);
  lines.push(`  media     ${report.media.filesCopied} files copied (${formatBytes(report.media.bytesCopied)}, ${report.media.bytesCopied} bytes), ${report.media.filesRemoved} removed`);
  return `${lines.join('\n')}\n`;
}
