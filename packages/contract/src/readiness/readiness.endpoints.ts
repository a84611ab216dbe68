import { z } from 'zod';
import { endpoint, IdParam } from '../common/endpoint.js';
import { Category } from '../common/enums.js';
import { Readiness } from './readiness.schemas.js';
import { READINESS_PATHS } from './readiness.paths.js';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const category = z.preprocess(upper, z.enum(Category.options, { error: 'msg.validation.learning.category' }));

/**
 * Readiness (issue 23, ADR 031): the learner's own, or a learner's of the calling school (the
 * school's list and learner page); another learner, another school's learner and instructors: 403.
 */
export const readinessRead = endpoint('GET', READINESS_PATHS.readiness, {
  params: z.object({ studentId: IdParam, category }),
  responses: { 200: Readiness },
  errors: [400, 403],
  access: 'authenticated',
  paymentBlock: 'examResults',
  learnerParam: 'studentId',
  tags: ['readiness'],
  summary: "A learner's readiness in a category (0-100) with its parts, the per-module picture, the last exams and where learning stopped",
});

/** Every readiness endpoint, in the order the server registers them. */
export const READINESS_ENDPOINTS = [readinessRead] as const;
