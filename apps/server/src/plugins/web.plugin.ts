import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translateMessage } from '@osk/contract';
import { chooseEncoding, sendAsIs, type ContentEncoding } from './compression.plugin.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's compressed siblings of a file (`main.js.br`, `main.js.gz`): sent in its place, never by their own names. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * Serves the built web app. Every file goes out as the brotli or gzip sibling the build made for it
 * when the client accepts that encoding (ADR 024), with `Vary: Accept-Encoding`; hashed files under
 * /assets/ are cached for a year, everything else is revalidated. Unknown non-API GETs get the SPA
 * fallback (index.html, compressed in memory at start), except under /assets/: a chunk of an older
 * build must fail as a 404, not arrive as a page. Unknown /api paths answer a JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | null }) => {
    const dist = opts.distDir && existsSync(join(opts.distDir, 'index.html')) ? opts.distDir : null;
    const indexHtml = dist ? readFileSync(join(dist, 'index.html')) : null;
    const fallback: Record<ContentEncoding | 'identity', Buffer> | null = indexHtml
      ? {
          identity: indexHtml,
          br: brotliCompressSync(indexHtml, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
          gzip: gzipSync(indexHtml, { level: 9 }),
        }
      : null;
    if (dist) {
      await app.register(async (files) => {
        // The built app's files are public.
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, access: 'anonymous' };
        });
        // They are compressed at build time; compressing on the fly would only redo that for the
        // few small files the build leaves alone, and would break byte ranges.
        files.addHook('onRequest', async (request) => {
          sendAsIs(request);
        });
        await files.register(fastifyStatic, {
          root: dist,
          wildcard: false,
          index: false,
          cacheControl: false,
          // br, then gzip, then the file itself, by Accept-Encoding; a range is a range of the file sent.
          preCompressed: true,
          allowedPath: (pathname) => !COMPRESSED_SIBLING.test(pathname),
          setHeaders: (res, path) => {
            const hashed = relative(dist, path).startsWith(`assets${sep}`);
            res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
            res.setHeader('Vary', 'Accept-Encoding');
          },
        });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage = !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/') && !COMPRESSED_SIBLING.test(path);
      if ((request.method === 'GET' || request.method === 'HEAD') && isPage && fallback) {
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding')
          .send(fallback[encoding ?? 'identity']);
      }
      const language = request.language ?? 'pl';
      return reply.status(404).send({ code: 'msg.error.not.found', message: translateMessage('msg.error.not.found', language) });
    });
  },
  { name: 'web' },
);
