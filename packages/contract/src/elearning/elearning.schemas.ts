import { z } from 'zod';
import { Category } from '../common/enums.js';

/**
 * E-learning courses and video lectures (spec §3 "Course module", "Lecture", progress; §7
 * "E-learning", "Lectures"). Field names and their spelling are the original service's wire format
 * (FACTS.md): `subjectsNumber`, `slaidsNumber`, `attachements`, `progres`.
 */

/** Languages a course or lecture exists in (the interface languages, upper case). */
export const CourseLanguage = z.enum(['PL', 'EN', 'DE', 'UA', 'RU']);
export type CourseLanguage = z.infer<typeof CourseLanguage>;

/** Kinds of a slide attachment (spec §3). MP3 is the slide's narration. */
export const AttachmentType = z.enum(['IMAGE', 'MP3', 'VIDEO']);
export type AttachmentType = z.infer<typeof AttachmentType>;

/** Percentages are whole numbers 0-100 of the slides the learner has seen. */
const Percentage = z.int().min(0).max(100);

/**
 * `GET learning/course/category/{cat}?language=`: the category's courses in the language (the Polish
 * ones when none exists in it), each with the learner's percentage.
 */
export const Course = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  category: Category,
  language: CourseLanguage,
  modulesNumber: z.int(),
  slaidsNumber: z.int(),
  percentage: Percentage,
});
export type Course = z.infer<typeof Course>;

/** `GET learning/course/modules/{courseId}`: the course's modules in order. */
export const CourseModule = z.object({
  id: z.int(),
  courseId: z.int(),
  moduleNumber: z.int(),
  name: z.string(),
  subjectsNumber: z.int(),
  slaidsNumber: z.int(),
  percentage: Percentage,
});
export type CourseModule = z.infer<typeof CourseModule>;

/** `GET learning/course/subjects/{moduleId}`: the module's subjects in order. */
export const CourseSubject = z.object({
  id: z.int(),
  name: z.string(),
  slaidsNumber: z.int(),
  percentage: Percentage,
});
export type CourseSubject = z.infer<typeof CourseSubject>;

/**
 * A slide attachment. `file` is the file's address under the API (`/api/pliki/...`): it is served
 * only with the media token (the `X-Auth-Token` header, or `token` in the query for players that
 * cannot send headers).
 */
export const SlideAttachment = z.object({
  id: z.int(),
  type: AttachmentType,
  file: z.string(),
});
export type SlideAttachment = z.infer<typeof SlideAttachment>;

/**
 * A slide. `lessonNumber` numbers the module's slides from 1 across its subjects; `image` and
 * `video` are the first IMAGE and VIDEO attachment's `file` (null when none), `viewed` whether the
 * learner has seen it (our addition).
 */
export const Slide = z.object({
  id: z.int(),
  subjectId: z.int(),
  courseModuleId: z.int(),
  courseId: z.int(),
  lessonNumber: z.int(),
  name: z.string(),
  content: z.string(),
  module: z.object({ id: z.int(), moduleNumber: z.int(), name: z.string() }),
  subject: z.object({ id: z.int(), name: z.string() }),
  image: z.string().nullable(),
  video: z.string().nullable(),
  attachements: z.array(SlideAttachment),
  viewed: z.boolean(),
  /** Slides in the module, so a client can show "n of m" and know the last one (our addition). */
  slaidsInModule: z.int(),
});
export type Slide = z.infer<typeof Slide>;

/** `GET learning/course/slaid/{moduleId}/{lesson}` answers a slide, or `{error}` when there is none. */
export const SlideOrError = z.union([Slide, z.object({ error: z.string() })]);
export type SlideOrError = z.infer<typeof SlideOrError>;

/**
 * E-learning progress (spec §3): the slide to resume on. `GET learning/progress/{userId}/{courseId}`
 * answers it with the course percentage; the position fields are null before the first slide.
 */
export const ElearningProgress = z.object({
  studentId: z.int(),
  courseId: z.int(),
  moduleNumber: z.int().nullable(),
  subjectId: z.int().nullable(),
  slaidId: z.int().nullable(),
  lessonNumber: z.int().nullable(),
  /** The module of the resume slide (our addition: the viewer's route takes a module id). */
  moduleId: z.int().nullable(),
  percentage: Percentage,
});
export type ElearningProgress = z.infer<typeof ElearningProgress>;

const positive = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * `POST learning/progress`: the learner is on this slide. Every field must agree with the course's
 * content (the slide is in that subject, module and course), else 400 and nothing stored.
 */
export const ElearningProgressRequest = z.object({
  studentId: positive('msg.validation.invalid'),
  courseId: positive('msg.validation.elearning.position'),
  moduleNumber: positive('msg.validation.elearning.position'),
  subjectId: positive('msg.validation.elearning.position'),
  slaidId: positive('msg.validation.elearning.position'),
  lessonNumber: positive('msg.validation.elearning.position'),
});
export type ElearningProgressRequest = z.infer<typeof ElearningProgressRequest>;

/**
 * A lecture (spec §3). `link` is a local film's address under `/api/pliki/...` or a Vimeo address;
 * `time` is its length in seconds.
 */
export const Lecture = z.object({
  id: z.int(),
  title: z.string(),
  link: z.string(),
  description: z.string(),
  time: z.int(),
});
export type Lecture = z.infer<typeof Lecture>;

/** Lecture progress (spec §3): `endTime` is the second of the film the learner reached. */
export const LectureProgress = z.object({
  studentId: z.int(),
  lectureId: z.int(),
  started: z.boolean(),
  finished: z.boolean(),
  endTime: z.int(),
});
export type LectureProgress = z.infer<typeof LectureProgress>;

/**
 * `POST lecture/lecture/progres`: stored only while the learner's lectures are available (spec §5).
 * `finished` is never undone; `endTime` must lie within the film (0 to its length).
 */
export const LectureProgressRequest = z.object({
  studentId: positive('msg.validation.invalid'),
  lectureId: positive('msg.validation.lecture.not.found'),
  started: z.boolean({ error: 'msg.validation.invalid' }),
  finished: z.boolean({ error: 'msg.validation.invalid' }),
  endTime: z.coerce.number({ error: 'msg.validation.lecture.time' }).min(0, 'msg.validation.lecture.time').max(86_400, 'msg.validation.lecture.time'),
});
export type LectureProgressRequest = z.infer<typeof LectureProgressRequest>;
