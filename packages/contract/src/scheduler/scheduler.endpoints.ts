import { z } from 'zod';
import { endpoint, fileAnswer, IdParam, IdPathParams } from '../common/endpoint.js';
import { SCHEDULER_PATHS } from './scheduler.paths.js';
import { lessonCopyCheck, lessonCopySave } from './lesson-copy.js';
import {
  CalendarFeed,
  Car,
  CarPage,
  CarQuery,
  CarRequest,
  CardLesson,
  CardRequest,
  Group,
  GroupFieldIssue,
  GroupPage,
  GroupQuery,
  GroupRequest,
  GroupValidationRequest,
  Instructor,
  InstructorPage,
  InstructorQuery,
  InstructorRequest,
  InstructorUpdateRequest,
  Lesson,
  LessonFieldIssue,
  LessonOutcomeRequest,
  LessonPage,
  LessonQuery,
  LessonRequest,
  SchedulerFeatures,
  SchedulerRemoved,
  SchedulerSettings,
  SchedulerStudentPage,
  SchedulerStudentQuery,
} from './scheduler.schemas.js';

/**
 * The scheduler (school document §7 "Scheduler"), all under lessons/: lessons, calendar feeds and
 * progress cards; the resources (cars, instructors, groups, the learners picker, the feature flags).
 * Reads the lesson dialog needs are open to the school's instructors too ('staff'); every change of a
 * resource is the school's. All are open to a payment-blocked school but the anonymous feed file.
 */
const tags = ['scheduler'] as const;
const open = { paymentBlock: 'open', tags } as const;
const staff = { access: 'staff', ...open } as const;
const school = { access: 'school', ...open } as const;
/** A school, an instructor or a learner (the service scopes to the caller). */
const anyone = { access: 'authenticated', ...open } as const;

// ---- lessons ----

export const lessonsList = endpoint('GET', SCHEDULER_PATHS.lessons, {
  query: LessonQuery,
  responses: { 200: LessonPage },
  errors: [400, 403],
  ...anyone,
  summary: "Lessons in a date range (inclusive), by date then start time: the school's, an instructor's own, a learner's own",
});

export const schedulerSettingsRead = endpoint('GET', SCHEDULER_PATHS.schedulerSettings, {
  responses: { 200: SchedulerSettings },
  errors: [403],
  ...staff,
  summary: "The school's scheduler settings (working hours and days, lesson length, horizon) for the calendar and the new-lesson defaults",
});

export const lessonValidate = endpoint('POST', SCHEDULER_PATHS.lessonValidation, {
  body: LessonRequest,
  responses: { 200: z.array(LessonFieldIssue) },
  errors: [400, 403, 404],
  ...staff,
  summary: 'The findings of a lesson (field and reason: required, overlap, incorrectTime, pastTime); [] when valid',
});

export const lessonCreate = endpoint('POST', SCHEDULER_PATHS.lessons, {
  body: LessonRequest,
  responses: { 201: Lesson },
  errors: [400, 403],
  ...staff,
  summary: "Create a lesson (an instructor's is its own); invalid: 400 with the findings as fields",
});

export const lessonUpdate = endpoint('PUT', SCHEDULER_PATHS.lesson, {
  params: IdPathParams,
  body: LessonRequest,
  responses: { 200: Lesson },
  errors: [400, 403, 404],
  ...staff,
  summary: 'Change a lesson (the school: any of its lessons; an instructor: its own future ones)',
});

export const lessonDelete = endpoint('DELETE', SCHEDULER_PATHS.lesson, {
  params: IdPathParams,
  responses: { 200: SchedulerRemoved },
  errors: [400, 403, 404],
  ...staff,
  summary: 'Cancel (delete) a lesson; its people with notifications on are told',
});

export const lessonOutcomeSet = endpoint('PUT', SCHEDULER_PATHS.lessonOutcome, {
  params: IdPathParams,
  body: LessonOutcomeRequest,
  responses: { 200: Lesson },
  errors: [400, 403, 404],
  ...staff,
  summary: "Record, change or clear what happened at a lesson once it has started (HELD, NO_SHOW, CANCELLED with who cancelled): the school's lessons, an instructor's own",
});

// ---- calendar feeds ----

export const calendarFeedRead = endpoint('GET', SCHEDULER_PATHS.calendarFeed, {
  responses: { 200: CalendarFeed },
  errors: [403],
  ...anyone,
  summary: 'Whether the caller (instructor or learner) has a calendar feed',
});

export const calendarFeedCreate = endpoint('POST', SCHEDULER_PATHS.calendarFeed, {
  responses: { 200: CalendarFeed },
  errors: [403],
  ...anyone,
  summary: "Make (or replace) the caller's secret iCalendar address",
});

export const calendarFeedRevoke = endpoint('DELETE', SCHEDULER_PATHS.calendarFeed, {
  responses: { 200: CalendarFeed },
  errors: [403],
  ...anyone,
  summary: "Revoke the caller's calendar feed",
});

/** The feed itself: anonymous, the secret token is the capability (the calendar app has no session). */
export const calendarFeedFile = endpoint('GET', SCHEDULER_PATHS.calendarFeedFile, {
  params: z.object({ token: z.string().max(200) }),
  responses: { 200: z.string().describe('text/calendar') },
  errors: [404],
  access: 'anonymous',
  tags,
  summary: "A calendar feed (text/calendar): the owner's lessons from 30 days ago on; unknown token: 404",
});

// ---- progress cards ----

export const cardLessonsList = endpoint('GET', SCHEDULER_PATHS.cards, {
  query: z.object({ studentId: IdParam, instructorId: IdParam.optional() }),
  responses: { 200: z.array(CardLesson) },
  errors: [400, 403, 404],
  ...school,
  summary: "A learner's conducted lessons with the school for its progress card, the chosen instructor's selected (cards feature flag)",
});

export const cardPdf = endpoint('POST', SCHEDULER_PATHS.cards, {
  body: CardRequest,
  responses: { 200: fileAnswer('The card, application/pdf') },
  errors: [400, 403],
  ...school,
  summary: 'The progress card ("Karta przeprowadzonych zajęć") of the selected lessons as a PDF (cards feature flag)',
});

/** Every lesson, calendar-feed and progress-card endpoint, in the order the server registers them. */
export const LESSON_ENDPOINTS = [
  lessonsList,
  schedulerSettingsRead,
  lessonValidate,
  lessonCreate,
  lessonUpdate,
  lessonDelete,
  lessonOutcomeSet,
  lessonCopyCheck,
  lessonCopySave,
  calendarFeedRead,
  calendarFeedCreate,
  calendarFeedRevoke,
  calendarFeedFile,
  cardLessonsList,
  cardPdf,
] as const;

// ---- resources: feature flags, cars, instructors, groups, the learners picker ----

export const schedulerFeaturesRead = endpoint('GET', SCHEDULER_PATHS.schedulerFeatures, {
  responses: { 200: SchedulerFeatures },
  errors: [403],
  ...staff,
  summary: 'Scheduler and progress-card feature flags',
});

export const carsList = endpoint('GET', SCHEDULER_PATHS.cars, {
  query: CarQuery,
  responses: { 200: CarPage },
  errors: [400, 403],
  ...staff,
  summary: "A page of the school's cars (10 per page; the picker sends searchTerm and status=AVAILABLE)",
});

export const carRead = endpoint('GET', SCHEDULER_PATHS.car, {
  params: IdPathParams,
  responses: { 200: Car },
  errors: [400, 403],
  ...staff,
  summary: 'One car of the school',
});

export const carSave = endpoint('POST', SCHEDULER_PATHS.cars, {
  body: CarRequest,
  responses: { 200: Car },
  errors: [400, 403, 409],
  ...school,
  summary: 'Create (no id) or update (id) a car of the school',
});

export const carDelete = endpoint('DELETE', SCHEDULER_PATHS.car, {
  params: IdPathParams,
  responses: { 200: SchedulerRemoved },
  errors: [400, 403, 409],
  ...school,
  summary: 'Remove a car of the school (refused while lessons ahead use it)',
});

export const instructorsList = endpoint('GET', SCHEDULER_PATHS.instructors, {
  query: InstructorQuery,
  responses: { 200: InstructorPage },
  errors: [400, 403],
  ...staff,
  summary: "A page of the school's instructors (pageSize up to 100 for lookups); an instructor caller gets a page of its own record only",
});

export const instructorRead = endpoint('GET', SCHEDULER_PATHS.instructor, {
  params: IdPathParams,
  responses: { 200: Instructor },
  errors: [400, 403],
  ...staff,
  summary: 'One instructor: the school its own, an instructor only itself',
});

export const instructorCreate = endpoint('POST', SCHEDULER_PATHS.instructors, {
  body: InstructorRequest,
  responses: { 200: Instructor },
  errors: [400, 403, 409],
  ...school,
  summary: 'Create an instructor with its login; mails the login and a link to set the password',
});

export const instructorUpdate = endpoint('PUT', SCHEDULER_PATHS.instructor, {
  params: IdPathParams,
  body: InstructorUpdateRequest,
  responses: { 200: Instructor },
  errors: [400, 403],
  ...staff,
  summary: 'Update an instructor (school: all but e-mail and phone; the instructor itself: names and notifications)',
});

export const instructorDelete = endpoint('DELETE', SCHEDULER_PATHS.instructor, {
  params: IdPathParams,
  responses: { 200: SchedulerRemoved },
  errors: [400, 403],
  ...school,
  summary: 'Deactivate an instructor of the school and block its login',
});

export const groupsList = endpoint('GET', SCHEDULER_PATHS.groups, {
  query: GroupQuery,
  responses: { 200: GroupPage },
  errors: [400, 403],
  ...staff,
  summary: "A page of the school's groups",
});

export const groupRead = endpoint('GET', SCHEDULER_PATHS.group, {
  params: IdPathParams,
  responses: { 200: Group },
  errors: [400, 403],
  ...staff,
  summary: 'One group of the school with its learners',
});

export const groupValidate = endpoint('POST', SCHEDULER_PATHS.groupValidation, {
  body: GroupValidationRequest,
  responses: { 200: z.array(GroupFieldIssue) },
  errors: [400, 403],
  ...school,
  summary: 'Whether a group name is free in the school ([] when it is)',
});

export const groupCreate = endpoint('POST', SCHEDULER_PATHS.groups, {
  body: GroupRequest,
  responses: { 200: Group },
  errors: [400, 403, 409],
  ...school,
  summary: 'Create a group of the school',
});

export const groupUpdate = endpoint('PUT', SCHEDULER_PATHS.group, {
  params: IdPathParams,
  body: GroupRequest,
  responses: { 200: Group },
  errors: [400, 403, 409],
  ...school,
  summary: 'Update a group of the school (name, status, learners)',
});

export const groupDelete = endpoint('DELETE', SCHEDULER_PATHS.group, {
  params: IdPathParams,
  responses: { 200: SchedulerRemoved },
  errors: [400, 403, 409],
  ...school,
  summary: 'Remove a group of the school (refused while lessons ahead use it)',
});

export const schedulerStudentsList = endpoint('GET', SCHEDULER_PATHS.schedulerStudents, {
  query: SchedulerStudentQuery,
  responses: { 200: SchedulerStudentPage },
  errors: [400, 403],
  ...staff,
  summary: "The caller's school's learners for the lesson dialog (status=ACTIVE: active accounts)",
});

/** Every resource endpoint of the scheduler, in the order the server registers them. */
export const SCHOOL_RESOURCE_ENDPOINTS = [
  schedulerFeaturesRead,
  carsList,
  carRead,
  carSave,
  carDelete,
  instructorsList,
  instructorRead,
  instructorCreate,
  instructorUpdate,
  instructorDelete,
  groupsList,
  groupRead,
  groupValidate,
  groupCreate,
  groupUpdate,
  groupDelete,
  schedulerStudentsList,
] as const;
