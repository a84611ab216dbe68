import { z } from 'zod';
import { endpoint, fileAnswer, IdParam } from '../common/endpoint.js';
import { isValidPesel } from '../common/pesel.js';
import { STATS_PATHS } from './stats.paths.js';

/**
 * Statistics calls (spec §7): the student exam report PDF. The learner (own exams, with a
 * subscription) or the learner's school: checked by the service.
 */
export const pdfExam = endpoint('GET', STATS_PATHS.pdfExam, {
  params: z.object({ pesel: z.string().refine(isValidPesel, 'msg.validation.pesel'), userId: IdParam, examId: IdParam }),
  responses: { 200: fileAnswer('The report, application/pdf') },
  errors: [400, 403, 409],
  access: 'authenticated',
  paymentBlock: 'examResults',
  tags: ['stats'],
  summary: 'The report of a finished exam as a PDF (application/pdf, named raport_egzaminu_{pesel}.pdf)',
});

export const STATS_ENDPOINTS = [pdfExam] as const;
