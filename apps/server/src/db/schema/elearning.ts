import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { students } from './users.js';
import { cascadeRef } from './columns.js';

/**
 * E-learning and lecture content (spec §3 "Course module", "Lecture"), loaded by
 * `npm run content:import` from a manifest folder. `key` is the manifest's stable name, so a
 * re-import updates rows in place and learners keep their progress.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull(),
    category: varchar('category', { length: 2 }).notNull(),
    /** Course language, upper case: PL, EN, DE, UA, RU. */
    language: varchar('language', { length: 2 }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('courses_key_uq').on(t.key), index('courses_category_idx').on(t.category, t.language)],
);

/** A module of a course, numbered from 1 within the course. */
export const courseModules = pgTable(
  'course_modules',
  {
    id: serial('id').primaryKey(),
    courseId: cascadeRef('course_id', () => courses.id),
    moduleNumber: integer('module_number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('course_modules_number_uq').on(t.courseId, t.moduleNumber)],
);

/** A subject of a module; `position` orders the subjects within the module (from 1). */
export const courseSubjects = pgTable(
  'course_subjects',
  {
    id: serial('id').primaryKey(),
    moduleId: cascadeRef('module_id', () => courseModules.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('course_subjects_position_uq').on(t.moduleId, t.position)],
);

/**
 * A slide ("slaid" on the wire). `lessonNumber` numbers the slides of a module from 1 across its
 * subjects, in order; `content` is the slide's text (paragraphs separated by blank lines).
 */
export const courseSlides = pgTable(
  'course_slides',
  {
    id: serial('id').primaryKey(),
    moduleId: cascadeRef('module_id', () => courseModules.id),
    subjectId: cascadeRef('subject_id', () => courseSubjects.id),
    lessonNumber: integer('lesson_number').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
  },
  (t) => [uniqueIndex('course_slides_lesson_uq').on(t.moduleId, t.lessonNumber), index('course_slides_subject_idx').on(t.subjectId)],
);

/** A slide's attachment ("attachements" on the wire): IMAGE, MP3 (narration) or VIDEO; `file` is a content_media path. */
export const slideAttachments = pgTable(
  'slide_attachments',
  {
    id: serial('id').primaryKey(),
    slideId: cascadeRef('slide_id', () => courseSlides.id),
    type: varchar('type', { length: 5 }).notNull(),
    file: text('file').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('slide_attachments_slide_idx').on(t.slideId)],
);

/**
 * A video lecture. `link` is either a content_media path of a local film or a Vimeo address;
 * `time` is its length in seconds; `position` orders the list (from 1); `category` null means
 * every category.
 */
export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull(),
    setKey: varchar('set_key', { length: 64 }).notNull(),
    category: varchar('category', { length: 2 }),
    language: varchar('language', { length: 2 }).notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull().default(''),
    time: integer('time').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('lectures_key_uq').on(t.setKey, t.key), index('lectures_list_idx').on(t.language, t.position)],
);

/**
 * Every protected media file (served under /api/pliki/{path}): what it belongs to decides who may
 * fetch it (ELEARNING: learning access, LECTURE: lectures access). Files live in the content media
 * directory under the same relative path.
 */
export const contentMedia = pgTable('content_media', {
  path: text('path').primaryKey(),
  kind: varchar('kind', { length: 9 }).notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
});

/** Where a learner is in a course (spec §3 e-learning progress): the slide to resume on. */
export const elearningProgress = pgTable(
  'elearning_progress',
  {
    studentId: cascadeRef('student_id', () => students.id),
    courseId: cascadeRef('course_id', () => courses.id),
    moduleNumber: integer('module_number').notNull(),
    subjectId: cascadeRef('subject_id', () => courseSubjects.id),
    slideId: cascadeRef('slide_id', () => courseSlides.id),
    lessonNumber: integer('lesson_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.courseId] })],
);

/** Slides a learner has seen: the percentages of subjects, modules and courses count them. */
export const elearningSlideViews = pgTable(
  'elearning_slide_views',
  {
    studentId: cascadeRef('student_id', () => students.id),
    slideId: cascadeRef('slide_id', () => courseSlides.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.slideId] })],
);

/** Lecture progress (spec §3): started, finished (never undone) and the second the learner reached. */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    studentId: cascadeRef('student_id', () => students.id),
    lectureId: cascadeRef('lecture_id', () => lectures.id),
    started: boolean('started').notNull(),
    finished: boolean('finished').notNull(),
    endTime: integer('end_time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.lectureId] })],
);
