// Sums the gzipped size of the JavaScript a first visit to the landing page downloads: the entry
// script of dist/index.html plus every chunk it imports statically (recursively). Lazy chunks
// (dynamic import()) are not counted. Usage: node apps/web/tools/initial-js-size.mjs [budgetKB]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const budgetKb = Number(process.argv[2] ?? 200);

const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1].trim() !== '');
const entries = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
  (m) => m[1].replace(/^\//, ''),
);

const seen = new Set();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(new URL(file, dist), 'utf8');
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    queue.push(new URL(match[1], new URL(dir, 'file:///')).pathname.slice(1));
  }
}

let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total gzipped JS before login (budget ${budgetKb} KB)`);
console.log(`inline <script> elements in index.html: ${inlineScripts.length}`);
if (total / 1024 > budgetKb || inlineScripts.length > 0) process.exitCode = 1;
