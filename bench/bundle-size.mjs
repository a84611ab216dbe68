// Sums the gzipped JavaScript the landing page loads before login: the entry module of the built
// index.html and everything it imports statically (lazy chunks of the school and learner areas are
// not counted). `--check` fails when the sum is over the budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUDGET_KB = 150;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');

export function landingJavaScript() {
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) throw new Error('apps/web/dist/index.html is missing: run `npm run build` first');
  const html = readFileSync(indexPath, 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const seen = new Map();
  const queue = entries.map((src) => join(dist, src.replace(/^\//, '')));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(file)) continue;
    const code = readFileSync(file);
    seen.set(file, gzipSync(code, { level: 9 }).length);
    const text = code.toString('utf8');
    for (const m of text.matchAll(/import\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(resolve(dirname(file), m[1]));
  }
  const totalBytes = [...seen.values()].reduce((a, b) => a + b, 0);
  return { files: [...seen.entries()].map(([f, size]) => ({ file: f.slice(dist.length + 1), gzipBytes: size })), totalKb: totalBytes / 1024 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, totalKb } = landingJavaScript();
  for (const f of files) console.log(`${(f.gzipBytes / 1024).toFixed(1).padStart(8)} KB  ${f.file}`);
  console.log(`${totalKb.toFixed(1).padStart(8)} KB  gzipped JavaScript before login (budget ${BUDGET_KB} KB)`);
  if (process.argv.includes('--check') && totalKb > BUDGET_KB) {
    console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
    process.exit(1);
  }
}
