import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plCore } from '../src/locales/pl/core';
import { plFirstFrameModules } from '../src/locales/pl/first-frame';
import { plModules } from '../src/locales/pl';
import { assembleLocale } from '../src/locales/assemble-locale';
import { routeTableOf } from './route-preload';

/**
 * A page whose first frame reads no data (`dataAfterPaint`) is drawn with the landing page's texts
 * (plCore), the first frame's sections (locales/pl/first-frame.ts) and the message catalogue only; the
 * rest of Polish arrives after the paint (issue 19). Every text key written in the modules that such a
 * page draws before its paint (its module and what it imports statically, not what it imports
 * dynamically) must come from those, or the phone would show a raw key until the rest arrives.
 */

const routerFile = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));
const sections = Object.keys(assembleLocale(plModules));

function resolveModule(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((file) => existsSync(file));
}

/** The module and every module of the app it imports statically (type-only imports left out). */
function staticClosure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
    const target = resolveModule(file, match[1] as string);
    if (target && !/\.(json|css)$/.test(target)) staticClosure(target, into);
  }
  return into;
}

/** The sections of the text keys a source writes: `t('exam.x')`, `` t(`exam.${y}`) `` and keys passed as strings (`'learn.choose.x'`). */
function sectionsUsed(source: string): Set<string> {
  const used = new Set<string>();
  for (const match of source.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g)) {
    const section = match[1] as string;
    if (sections.includes(section) || section === 'msg') used.add(section);
  }
  return used;
}

describe("the first frame's texts", () => {
  const allowed = new Set([...Object.keys(plCore), ...Object.keys(assembleLocale(plFirstFrameModules)), 'msg']);
  const pages = routeTableOf(routerFile).filter((route) => route.dataAfterPaint);

  it('are the pages drawn before their data', () => {
    expect(pages.map((route) => route.path).sort()).toEqual(['exam/choose', 'exam/exam/:id', 'learn/choose']);
  });

  it.each(pages.map((route) => [route.path, route.specifier]))('cover every key %s draws before its paint', (_path, specifier) => {
    const page = resolveModule(routerFile, specifier);
    expect(page).toBeDefined();
    const used = new Map<string, string[]>();
    for (const file of staticClosure(page as string)) {
      for (const section of sectionsUsed(readFileSync(file, 'utf8'))) used.set(section, [...(used.get(section) ?? []), file.replace(/.*\/src\//, '')]);
    }
    // The scan finds the page's own texts (it is not vacuous).
    expect([...used.keys()].some((section) => section === 'exam' || section === 'learn')).toBe(true);
    const missing = [...used.entries()].filter(([section]) => !allowed.has(section)).map(([section, files]) => `${section} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
