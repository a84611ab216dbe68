import { z } from 'zod';
import { endpoint, IdParam, StudentIdPathParams } from '../common/endpoint.js';
import { Category } from '../common/enums.js';
import { ELEARNING_PATHS } from './elearning.paths.js';
import {
  Course,
  CourseLanguage,
  CourseModule,
  CourseSubject,
  ElearningProgress,
  ElearningProgressRequest,
  Lecture,
  LectureProgress,
  LectureProgressRequest,
  Slide,
  SlideOrError,
} from './elearning.schemas.js';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const category = z.preprocess(upper, z.enum(Category.options, { error: 'msg.validation.learning.category' }));
const language = z.preprocess(upper, z.enum(CourseLanguage.options, { error: 'msg.validation.invalid' }));
/** A lesson number: slides of a module are numbered from 1. */
const lesson = z.coerce.number({ error: 'msg.validation.elearning.position' }).int('msg.validation.elearning.position').positive('msg.validation.elearning.position').max(100_000, 'msg.validation.elearning.position');

const tags = ['elearning'] as const;
/** Lists for every logged-in user (the hub shows them with a hint to buy access). */
const anyUser = { access: 'authenticated', paymentBlock: 'open', tags } as const;
/** The learner's own positions. */
const learner = { access: 'student', tags } as const;
/** The learner's lectures and positions in them. */
const learnerLectures = { access: 'student', tags: ['lectures'] } as const;

/**
 * E-learning calls (spec §7 "E-learning"), beside eprawko-rest at /api/learning/... (FACTS.md).
 * Course, module and subject lists are for every logged-in user; slides need the learner's learning
 * access; positions are the learner's own.
 */
export const courseByCategory = endpoint('GET', ELEARNING_PATHS.courseByCategory, {
  params: z.object({ category }),
  query: z.object({ language: language.optional() }),
  responses: { 200: z.array(Course) },
  errors: [400, 403],
  ...anyUser,
  summary: "The category's courses in the language (default: the caller's; the Polish ones when none exists in it) with the learner's percentages",
});

export const elearningProgress = endpoint('GET', ELEARNING_PATHS.elearningProgress, {
  params: z.object({ userId: IdParam, courseId: IdParam }),
  responses: { 200: ElearningProgress },
  errors: [400, 403, 404],
  ...learner,
  summary: 'Where the learner (by user id) is in a course: the slide to resume on (null before the first) and the course percentage',
});

export const elearningProgressStore = endpoint('POST', ELEARNING_PATHS.elearningProgressStore, {
  body: ElearningProgressRequest,
  responses: { 200: ElearningProgress },
  errors: [400, 403],
  ...learner,
  summary: 'Store the slide the learner is on (it must lie in the given subject, module and course) and mark it seen',
});

export const courseModules = endpoint('GET', ELEARNING_PATHS.courseModules, {
  params: z.object({ courseId: IdParam }),
  responses: { 200: z.array(CourseModule) },
  errors: [400, 403, 404],
  ...anyUser,
  summary: "A course's modules in order with their subject and slide counts and the learner's percentages",
});

export const courseSubjects = endpoint('GET', ELEARNING_PATHS.courseSubjects, {
  params: z.object({ moduleId: IdParam }),
  responses: { 200: z.array(CourseSubject) },
  errors: [400, 403, 404],
  ...anyUser,
  summary: "A module's subjects in order with their slide counts and the learner's percentages",
});

export const courseSlides = endpoint('GET', ELEARNING_PATHS.courseSlides, {
  params: z.object({ subjectId: IdParam, courseId: IdParam }),
  responses: { 200: z.array(Slide) },
  errors: [400, 403, 404],
  ...anyUser,
  summary: "A subject's slides with their attachments (learning access needed; the subject must be in the course)",
});

export const courseSlide = endpoint('GET', ELEARNING_PATHS.courseSlide, {
  params: z.object({ moduleId: IdParam, lesson }),
  responses: { 200: SlideOrError },
  errors: [400, 403, 404],
  ...anyUser,
  summary: 'The slide of a module with a lesson number, or {error} when there is none (learning access needed)',
});

/**
 * Lecture calls (spec §7 "Lectures"): the learner's own list and progress, only while their lectures
 * are available. `{studentId}` is the learner's student id, `{userId}` their account's id.
 */
export const lectures = endpoint('GET', ELEARNING_PATHS.lectures, {
  params: StudentIdPathParams,
  responses: { 200: z.array(Lecture) },
  errors: [400, 403],
  ...learnerLectures,
  learnerParam: 'studentId',
  summary: "The learner's lectures in order, in the caller's language (the Polish ones when none exists in it)",
});

export const lectureProgress = endpoint('GET', ELEARNING_PATHS.lectureProgress, {
  params: z.object({ userId: IdParam }),
  responses: { 200: z.array(LectureProgress) },
  errors: [400, 403],
  ...learnerLectures,
  summary: "The learner's progress in each lecture they started",
});

export const lectureProgressStore = endpoint('POST', ELEARNING_PATHS.lectureProgressStore, {
  body: LectureProgressRequest,
  responses: { 200: LectureProgress },
  errors: [400, 403],
  ...learnerLectures,
  summary: 'Store where the learner is in a lecture (only while lectures are available; finished is never undone)',
});

/** Every e-learning and lecture endpoint, in the order the server registers them. */
export const ELEARNING_ENDPOINTS = [courseByCategory, elearningProgress, elearningProgressStore, courseModules, courseSubjects, courseSlides, courseSlide, lectures, lectureProgress, lectureProgressStore] as const;
