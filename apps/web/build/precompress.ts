import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, sound and films are compressed formats already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json|txt|xml|map)$/;

/** Smaller files gain less than the cost of a compressed sibling (the server sends them as they are). */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes a `.br` (brotli, best quality) and a `.gz` (gzip level 9) sibling next to every text file of
 * the build of at least MIN_BYTES; the server sends the one the client accepts (ADR 024). It runs
 * after every other plugin's closeBundle, so the service worker and workbox runtime that
 * vite-plugin-pwa writes there are compressed too. A sibling that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | null = null;
  return {
    name: 'osk:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        let written = 0;
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const source = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
            written += 1;
          }),
        );
        logger?.info(`precompressed ${written} files of ${outDir} (brotli and gzip)`);
      },
    },
  };
}
