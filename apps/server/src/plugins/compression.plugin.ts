import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** The request header @fastify/compress reads as "send this answer as it is". */
const NO_COMPRESSION = 'x-no-compression';

/**
 * Marks the answer to this request to be sent as it is: a file the build already compressed (the web
 * app's files choose their own encoding), or a byte range, whose Content-Range counts the bytes of
 * the stored file and so cannot be compressed on the way out.
 */
export function sendAsIs(request: FastifyRequest): void {
  request.headers = { ...request.headers, [NO_COMPRESSION]: '1' };
}

/** The encodings of the answer, by preference; also what the web app's files are built in. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in for an Accept-Encoding header: the acceptable one with the highest
 * quality, brotli before gzip on a tie (`*` counts for both); null when neither is acceptable.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (encoding: ContentEncoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * Compresses answers of the API on the fly (brotli or gzip by Accept-Encoding, with Vary) when they
 * are at least COMPRESSION_THRESHOLD bytes and of a compressible type (JSON, text; not PDF, XLSX,
 * images, films or sound). Streams of a compressible type are compressed whatever their size, except
 * byte ranges (206), which go out as the stored bytes. Request bodies are never decompressed: no
 * client of ours sends them compressed, and inflating them would let a small body grow past the
 * body limit's intent.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // App-level onSend hooks run before the per-route hook @fastify/compress adds.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 206 || reply.hasHeader('content-range')) sendAsIs(request);
      return payload;
    });
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD,
      // The same two the web app's files are built in; zstd (Node 22.15+) would make answers differ by Node version.
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
