import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '@osk/contract';
import { badRequest } from '../lib/errors.js';

/**
 * The contract's rule for every string of a request, applied once for all routes: a NUL character
 * (U+0000) in a path parameter, a query parameter or a body field is refused with 400 naming the
 * field, before validation and before any handler, so no route (whatever its schema: z.string,
 * z.any, none) hands one to PostgreSQL, whose text cannot hold it.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const inPath = findNulCharacter(request.params);
      // A wildcard route's rest of the path (`/api/pliki/*`) is named `path`.
      const field = (inPath === '*' ? 'path' : inPath) ?? findNulCharacter(request.query) ?? findNulCharacter(request.body);
      if (field !== null) throw badRequest([{ field: field || 'body', message: NUL_CHARACTER_MESSAGE, key: NUL_CHARACTER_MESSAGE }]);
    });
  },
  { name: 'input-hygiene' },
);
