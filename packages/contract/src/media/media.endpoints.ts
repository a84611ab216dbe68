import { z } from 'zod';
import { endpoint, fileAnswer } from '../common/endpoint.js';
import { MEDIA_PATHS } from './media.paths.js';

/**
 * Question media (images and films) by file name: public, like the demo exam that shows them; matched
 * whatever the name's case or Unicode form; cached for a day; range requests answered (films stream).
 */
export const questionMediaFile = endpoint('GET', MEDIA_PATHS.questionMedia, {
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

/**
 * Protected media (spec §7: files under `pliki` need the X-Auth-Token value; ADR 015): the file's path
 * under pliki/ is the rest of the URL; HEAD answers the same headers without the body; every refusal is
 * the same 403 that says nothing about the file.
 */
export const protectedMediaFile = endpoint('GET', MEDIA_PATHS.protectedMedia, {
  wildcardParam: 'path',
  responses: { 200: fileAnswer('The file (Content-Type as registered)'), 206: fileAnswer('The requested bytes of the file, with Content-Range') },
  errors: [403, 404, 416],
  // The session is not read: the media token (header or query) decides.
  access: 'anonymous',
  tags: ['media'],
  summary: 'A protected e-learning or lecture file, with the media token in the X-Auth-Token header or the token query parameter; Range requests answer 206',
});

/** Every media endpoint, in the order the server registers them. */
export const MEDIA_ENDPOINTS = [questionMediaFile, protectedMediaFile] as const;
