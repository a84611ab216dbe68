import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translateMessage } from '@osk/contract';
import { chooseEncoding, sendAsIs, type ContentEncoding } from './compression.plugin.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's compressed siblings of a file (`main.js.br`, `main.js.gz`): sent in its place, never by their own names. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

type Encoded = Record<ContentEncoding | 'identity', Buffer>;

/** An HTML page in the three encodings, compressed once. */
function encodedPage(html: Buffer): Encoded {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Encoded) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .send(page[encoding ?? 'identity']);
}

/** The build's page-preloads.json (apps/web/build/route-preload.ts, PagePreloads). */
const PagePreloadsFile = z.object({
  script: z.string().regex(/^\/[\w.-]+\.js$/),
  pages: z.array(z.tuple([z.string().regex(/^\/[\w:/-]*$/), z.string()])),
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Each page's index.html with that page's preload links (issue 19): the build lists them per route
 * pattern, and the server writes them into the page's head in place of route-preload.js, so the
 * browser asks for the page's chunks while it parses the document, alongside the entry's, instead of
 * after that script has arrived and run. Parameters are renamed (`:id` -> `:p1`) so that two patterns
 * differing only in a parameter's name are one route; the first in the table wins, as in the script.
 */
function pagesWithPreloads(dist: string, indexHtml: Buffer): { pattern: string; page: () => Encoded }[] {
  const file = join(dist, 'page-preloads.json');
  if (!existsSync(file)) return [];
  const { script, pages } = PagePreloadsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const html = indexHtml.toString('utf8');
  const scriptTag = new RegExp(`\\s*<script\\b[^>]*\\ssrc="${escapeRegExp(script)}"[^>]*></script>`);
  if (!scriptTag.test(html) || !html.includes('</head>')) return [];
  const withoutScript = html.replace(scriptTag, '');
  const seen = new Set<string>();
  const routes: { pattern: string; page: () => Encoded }[] = [];
  const byLinks = new Map<string, Encoded>();
  for (const [pattern, links] of pages) {
    let index = 0;
    const route = pattern.replace(/:[^/]+/g, () => `:p${++index}`);
    if (pattern === '/' || seen.has(route)) continue;
    seen.add(route);
    routes.push({
      pattern: route,
      // Compressed on first use, once per set of links.
      page: () => {
        let page = byLinks.get(links);
        if (!page) {
          page = encodedPage(Buffer.from(withoutScript.replace('</head>', `${links}</head>`), 'utf8'));
          byLinks.set(links, page);
        }
        return page;
      },
    });
  }
  return routes;
}

/**
 * Serves the built web app. Every file goes out as the brotli or gzip sibling the build made for it
 * when the client accepts that encoding (ADR 024), with `Vary: Accept-Encoding`; hashed files under
 * /assets/ are cached for a year, everything else is revalidated. Unknown non-API GETs get the SPA
 * fallback (index.html, compressed in memory at start), except under /assets/: a chunk of an older
 * build must fail as a 404, not arrive as a page. Unknown /api paths answer a JSON 404. The app's
 * own page addresses get index.html with their page's preload links (pagesWithPreloads).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | null }) => {
    const dist = opts.distDir && existsSync(join(opts.distDir, 'index.html')) ? opts.distDir : null;
    const indexHtml = dist ? readFileSync(join(dist, 'index.html')) : null;
    const fallback = indexHtml ? encodedPage(indexHtml) : null;
    if (dist && indexHtml) {
      const pages = pagesWithPreloads(dist, indexHtml);
      await app.register(async (scope) => {
        // The app's pages are public; what they show is decided by the API behind them.
        scope.addHook('onRoute', (route) => {
          route.config = { ...route.config, access: 'anonymous' };
        });
        for (const { pattern, page } of pages) scope.get(pattern, async (request, reply) => sendPage(request, reply, page()));
      });
    }
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
      if ((request.method === 'GET' || request.method === 'HEAD') && isPage && fallback) return sendPage(request, reply, fallback);
      const language = request.language ?? 'pl';
      return reply.status(404).send({ code: 'msg.error.not.found', message: translateMessage('msg.error.not.found', language) });
    });
  },
  { name: 'web' },
);
