import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translateMessage } from '@osk/contract';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and the SPA
 * fallback (index.html) for unknown non-API GETs. Unknown /api paths answer a JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | null }) => {
    const dist = opts.distDir && existsSync(join(opts.distDir, 'index.html')) ? opts.distDir : null;
    const indexHtml = dist ? readFileSync(join(dist, 'index.html'), 'utf8') : null;
    if (dist) {
      await app.register(async (files) => {
        // The built app's files are public.
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, access: 'anonymous' };
        });
        await files.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (res, path) => {
          const hashed = path.includes('/assets/');
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
        });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (request.method === 'GET' && !path.startsWith('/api/') && path !== '/api' && indexHtml) {
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
      }
      const language = request.language ?? 'pl';
      return reply.status(404).send({ code: 'msg.error.not.found', message: translateMessage('msg.error.not.found', language) });
    });
  },
  { name: 'web' },
);
