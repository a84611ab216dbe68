import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LOGO_MAX_BYTES,
  schoolCreate,
  schoolLogo,
  schoolLogoUpload,
  schoolShow,
  schoolUpdate,
  schoolUpdateDefaultPassword,
  schoolUpdatePin,
  schoolUpdateProperties,
  schoolUpdateReadinessThreshold,
} from '@osk/contract';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { callerOf } from '../../plugins/access.plugin.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { App } from '../../lib/http.js';
import type { SchoolsService } from './schools.service.js';

/** How long browsers and proxies may reuse a logo before asking again (the ETag answers 304 then). */
const LOGO_CACHE_SECONDS = 3600;

function oneFileOnly(): AppError {
  return badRequest([{ field: 'file', message: 'msg.error.logo.one.file' }], 'msg.error.logo.one.file');
}

function tooLarge(): AppError {
  return new AppError(413, 'msg.error.logo.too.large', [{ field: 'file', message: 'msg.error.logo.too.large' }]);
}

/**
 * Reads the single file of a multipart logo upload into memory, stopping at LOGO_MAX_BYTES + 1 byte
 * (the parser stops reading there, so an oversized file is never held whole). Exactly one file; text
 * fields are ignored.
 */
async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw oneFileOnly();
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 11 } })) {
      if (part.type === 'file') file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw oneFileOnly();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') throw oneFileOnly();
    if (error instanceof Error && /multipart|boundary|terminated early/i.test(error.message)) throw oneFileOnly();
    throw error;
  }
  if (!file) throw oneFileOnly();
  return file;
}

/**
 * The school's profile and settings (school document §7 "School and students"): school/show,
 * school/update, school/updatePin, the default password and properties, the logo upload and the logo
 * itself; and the school's registration (school/create).
 */
export async function registerSchoolRoutes(app: App, schools: SchoolsService): Promise<void> {
  endpointRoute(app, schoolShow, async (request) => schools.show(callerOf(request)));

  endpointRoute(app, schoolUpdate, async (request) => schools.update(callerOf(request), request.body));

  endpointRoute(app, schoolUpdatePin, async (request) => schools.updatePin(callerOf(request), request.body));

  endpointRoute(app, schoolUpdateDefaultPassword, async (request) => schools.updateDefaultPassword(callerOf(request), request.body));

  endpointRoute(app, schoolUpdateProperties, async (request) => schools.updateProperties(callerOf(request), request.body));

  endpointRoute(app, schoolUpdateReadinessThreshold, async (request) => schools.updateReadinessThreshold(callerOf(request), request.body));

  endpointRoute(app, schoolCreate, async (request, reply) => reply.status(201).send(await schools.register(request.body, request.language)), {
    config: { throttle: 'registration' },
  });

  // The answer is the image's bytes (or 304 for the logo the browser has).
  endpointRoute(app, schoolLogo, async (request, reply) => {
    const logo = await schools.logo(request.params.schoolId);
    const etag = `"${logo.filename}"`;
    reply.header('Cache-Control', `public, max-age=${LOGO_CACHE_SECONDS}`).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(logo.contentType).send(logo.bytes);
  });

  // The multipart parser serves only the logo upload.
  await app.register(async (plain) => {
    await plain.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 11 } });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    endpointRoute(scope, schoolLogoUpload, async (request) => schools.uploadLogo(callerOf(request), request.params.schoolId, () => readSingleFile(request)));
  });
}
