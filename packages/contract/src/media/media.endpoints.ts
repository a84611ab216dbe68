import { z } from 'zod';
import { defineEndpoint, fileAnswer } from '../common/endpoint.js';
import { MEDIA_PATHS } from './media.paths.js';

/**
 * Question media (images and films) by file name: public, like the demo exam that shows them; matched
 * whatever the name's case or Unicode form; cached for a day; range requests answered (films stream).
 */
export const questionMediaFile = defineEndpoint({
  method: 'GET',
  path: MEDIA_PATHS.questionMedia,
  params: z.object({
    file: z
      .string()
      .min(1, 'msg.validation.invalid')
      .max(200, 'msg.validation.invalid')
      .regex(/^[^/\\]+$/, 'msg.validation.invalid')
      .refine((f) => !f.startsWith('.'), 'msg.validation.invalid'),
  }),
  responses: { 200: fileAnswer('The image or film (Content-Type by its extension); Range requests answer 206') },
  errors: [400, 404],
  access: 'anonymous',
  tags: ['questions'],
  summary: 'A question medium (image or film) by its file name',
});

/** Every media endpoint defined so far, in the order the server registers them. */
export const MEDIA_ENDPOINTS = [questionMediaFile] as const;
