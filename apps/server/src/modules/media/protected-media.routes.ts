import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointRouteUrl, MEDIA_TOKEN_HEADER, MEDIA_TOKEN_QUERY, mediaToken, protectedMediaFile } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { AppError, forbidden, notLoggedIn } from '../../lib/errors.js';
import type { App } from '../../lib/http.js';
import { endpointConfig, endpointRoute, endpointSchema } from '../../lib/endpoint-route.js';
import type { ProtectedMediaService } from './protected-media.service.js';
import { byteRangeOf, contentPathOf } from './protected-media.rules.js';

/** Headers of every protected file: private caching, and nothing in it may run or be sniffed as something else. */
const MEDIA_HEADERS = {
  'cache-control': 'private, max-age=3600',
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'accept-ranges': 'bytes',
};

/** The media token from the X-Auth-Token header, else from the `token` query parameter (players cannot send headers). */
function mediaTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[MEDIA_TOKEN_HEADER.toLowerCase()];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const url = request.raw.url ?? '';
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return undefined;
  return new URLSearchParams(url.slice(queryAt + 1)).get(MEDIA_TOKEN_QUERY) ?? undefined;
}

/** The file under the root, its real location checked to stay inside it (links included); null when absent. */
async function fileUnder(root: string, relative: string): Promise<{ path: string; size: number } | null> {
  try {
    const realRoot = await realpath(root);
    const real = await realpath(join(realRoot, relative));
    if (!real.startsWith(realRoot + sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * Protected media (spec §7: files under `pliki` need the X-Auth-Token value; ADR 015): `GET` and `HEAD
 * /api/pliki/{path}` with the media token, answering range requests so films can seek; every refusal
 * is the same 403 that says nothing about the file. `POST media/token` issues a fresh token for the
 * caller's session.
 */
export function registerProtectedMediaRoutes(app: App, media: ProtectedMediaService, contentMediaDir: string | null): void {
  endpointRoute(app, mediaToken, async (request, reply) => {
    const token = await media.rotateToken(callerOf(request).sessionHash);
    if (!token) throw notLoggedIn();
    reply.header(MEDIA_TOKEN_HEADER, token);
    return reply.status(204).send(null);
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const path = contentPathOf(request.raw.url ?? '');
    if (!path) throw forbidden();
    const allowed = await media.authorise(mediaTokenOf(request), path);
    if (!allowed) throw forbidden();
    const file = contentMediaDir ? await fileUnder(contentMediaDir, allowed.path) : null;
    if (!file) throw new AppError(404, 'msg.error.not.found');

    reply.headers(MEDIA_HEADERS);
    const range = byteRangeOf(request.headers.range, file.size);
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${file.size}`);
      throw new AppError(416, 'msg.error.invalid.form');
    }
    reply.header('content-type', allowed.contentType);
    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : file.size - 1;
    if (range.kind === 'partial') {
      reply.status(206);
      reply.header('content-range', `bytes ${start}-${end}/${file.size}`);
    }
    reply.header('content-length', String(Math.max(0, end - start + 1)));
    if (request.method === 'HEAD' || file.size === 0) return reply.send('');
    return reply.send(createReadStream(file.path, { start, end }));
  };
  endpointRoute(app, protectedMediaFile, serve, { exposeHeadRoute: false });
  // HEAD declared beside GET, and documented: it answers the headers without opening the file (the HEAD
  // Fastify derives from a GET would set content-length to that of the empty body).
  app.route({
    method: 'HEAD',
    url: endpointRouteUrl(protectedMediaFile),
    config: { ...endpointConfig(protectedMediaFile), swagger: { exposeHeadRoute: true } },
    schema: endpointSchema(protectedMediaFile),
    handler: serve,
  });
}
