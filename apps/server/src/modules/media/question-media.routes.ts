import { existsSync, readdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionMediaFile } from '@osk/contract';
import { AppError } from '../../lib/errors.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';

/** How often the file index may be rebuilt when a name is not found (new media copied in). */
const REINDEX_AFTER_MS = 60_000;

/** The key a media name is matched by: bank names vary in case and Unicode normalisation. */
export function mediaKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/**
 * Question media (images and films) under /api/questions/media/{file}: public, like the demo exam that
 * shows them; matched by name whatever its case or Unicode form; cached for a day; served with range
 * requests so films can be streamed.
 */
export async function registerQuestionMediaRoutes(app: App, mediaDir: string | null): Promise<void> {
  let index = new Map<string, string>();
  let indexedAt = 0;
  const reindex = () => {
    index = new Map();
    indexedAt = Date.now();
    if (!mediaDir || !existsSync(mediaDir)) return;
    for (const entry of readdirSync(mediaDir, { withFileTypes: true })) if (entry.isFile()) index.set(mediaKey(entry.name), entry.name);
  };
  reindex();

  await app.register(async (plain) => {
    if (mediaDir && existsSync(mediaDir)) await plain.register(fastifyStatic, { root: mediaDir, serve: false, cacheControl: false });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    endpointRoute(scope, questionMediaFile, async (request, reply) => {
      const key = mediaKey(request.params.file);
      let actual = index.get(key);
      if (!actual && Date.now() - indexedAt > REINDEX_AFTER_MS) {
        reindex();
        actual = index.get(key);
      }
      if (!actual || !mediaDir) throw new AppError(404, 'msg.error.not.found');
      reply.header('Cache-Control', 'public, max-age=86400');
      return reply.sendFile(actual);
    });
  });
}
