import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_EXAM_DRAW, QUALIFICATION_DRAW } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { parseCategories } from '../../modules/questions/import/bank-row.rules.js';
import { QUALIFICATION_C_MODULES, QUALIFICATION_D_MODULES, ROAD_RULE_MODULES } from '@osk/contract';
import { DEMO_QUESTIONS, parseQuestionFile } from './demo-bank.data.js';
import { FILM_SCRIPTS } from './draw/road-scenes.draw.js';
import { DEMO_MEDIA_PATH, DEMO_PICTURES } from './generate-demo-media.js';

const isSpecialist = (key: string) => key === 'A' || key === 'B' || key === 'C';
const categoriesOf = (cat: string) => parseCategories(cat).categories as string[];

function pool(category: string, specialist: boolean) {
  return DEMO_QUESTIONS.filter((q) => categoriesOf(q.cat).includes(category) && isSpecialist(q.key) === specialist);
}

function byWeight(questions: typeof DEMO_QUESTIONS) {
  return { 3: questions.filter((q) => q.w === 3).length, 2: questions.filter((q) => q.w === 2).length, 1: questions.filter((q) => q.w === 1).length };
}

describe('the demo question bank', () => {
  it('has unique question numbers and only known categories', () => {
    const numbers = DEMO_QUESTIONS.map((q) => q.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const q of DEMO_QUESTIONS) expect(parseCategories(q.cat).unknown, `question ${q.n}`).toEqual([]);
  });

  it('has at least 60 basic questions shared by every category, weighted about 50/30/20 %', () => {
    const shared = DEMO_QUESTIONS.filter((q) => !isSpecialist(q.key) && ['A', 'M', 'B', 'C', 'D', 'T', 'P'].every((c) => categoriesOf(q.cat).includes(c)));
    expect(shared.length).toBeGreaterThanOrEqual(60);
    const weights = byWeight(shared);
    expect(weights[3] / shared.length).toBeCloseTo(0.5, 1);
    expect(weights[2] / shared.length).toBeCloseTo(0.3, 1);
    expect(weights[1] / shared.length).toBeCloseTo(0.2, 1);
  });

  it.each(['A', 'M', 'B', 'C', 'D', 'T', 'P'])('has enough questions of every weight in category %s for two different exams', (category) => {
    const basic = byWeight(pool(category, false));
    const specialist = pool(category, true);
    expect(specialist.length).toBeGreaterThanOrEqual(category === 'B' ? 24 : 16);
    const sw = byWeight(specialist);
    for (const w of [3, 2, 1] as const) {
      expect(basic[w], `basic weight ${w}`).toBeGreaterThan(CATEGORY_EXAM_DRAW.STANDARD[w]);
      expect(sw[w], `specialist weight ${w}`).toBeGreaterThan(CATEGORY_EXAM_DRAW.SPECIALISTIC[w]);
    }
  });

  it.each([
    ['Y', QUALIFICATION_C_MODULES],
    ['Z', QUALIFICATION_D_MODULES],
  ] as const)('has enough initial-qualification questions for %s, on that category’s modules', (category, modules) => {
    const basic = pool(category, false);
    const specialist = pool(category, true);
    expect(basic.length).toBeGreaterThan(QUALIFICATION_DRAW.STANDARD);
    expect(specialist.length).toBeGreaterThan(QUALIFICATION_DRAW.SPECIALISTIC);
    for (const q of [...basic, ...specialist]) expect(modules.has(q.mod), `question ${q.n} module ${q.mod}`).toBe(true);
    const used = new Set([...basic, ...specialist].map((q) => q.mod));
    expect(used.size).toBe(modules.size);
  });

  it('has at least 40 initial-qualification questions', () => {
    expect(DEMO_QUESTIONS.filter((q) => /[YZ]/.test(q.cat)).length).toBeGreaterThanOrEqual(40);
  });

  it('gives every road-rule question a road-rule module', () => {
    const roadModules = new Set(ROAD_RULE_MODULES.map((m) => m.id));
    for (const q of DEMO_QUESTIONS.filter((x) => !/[YZ]/.test(x.cat))) expect(roadModules.has(q.mod), `question ${q.n}`).toBe(true);
  });

  it('has every text, answer and explanation in PL, EN, DE and UA, and a legal source', () => {
    for (const q of DEMO_QUESTIONS) {
      expect(q.law.trim().length, `question ${q.n} legal source`).toBeGreaterThan(5);
      for (const language of ['pl', 'en', 'de', 'ua'] as const) {
        const t = q[language];
        expect(t.q.trim(), `${q.n} ${language} question`).not.toBe('');
        expect(t.why.trim(), `${q.n} ${language} explanation`).not.toBe('');
        if (isSpecialist(q.key)) for (const a of [t.a, t.b, t.c]) expect((a ?? '').trim(), `${q.n} ${language} answers`).not.toBe('');
        else expect([t.a, t.b, t.c], `${q.n} ${language} has no answers`).toEqual([undefined, undefined, undefined]);
      }
      if (isSpecialist(q.key)) expect(new Set([q.pl.a, q.pl.b, q.pl.c]).size, `${q.n} distinct answers`).toBe(3);
    }
  });

  it('illustrates at least 25 questions with pictures and several with films, all drawn by the media generator', () => {
    const pictures = DEMO_QUESTIONS.filter((q) => q.media?.endsWith('.png'));
    const films = DEMO_QUESTIONS.filter((q) => q.media?.endsWith('.mp4'));
    expect(pictures.length).toBeGreaterThanOrEqual(25);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const q of pictures) expect(Object.keys(DEMO_PICTURES), `question ${q.n}`).toContain(q.media);
    const filmNames = FILM_SCRIPTS.map((f) => `${f.name}.mp4`);
    for (const q of films) expect(filmNames, `question ${q.n}`).toContain(q.media);
  });

  it('ships every named medium (films as MP4 and WebM), each small, under 3 MB in all', () => {
    for (const q of DEMO_QUESTIONS.filter((x) => x.media)) {
      const name = q.media ?? '';
      expect(existsSync(join(DEMO_MEDIA_PATH, name)), name).toBe(true);
      if (name.endsWith('.mp4')) expect(existsSync(join(DEMO_MEDIA_PATH, name.replace(/\.mp4$/, '.webm'))), `${name} as WebM`).toBe(true);
    }
    const sizes = readdirSync(DEMO_MEDIA_PATH).map((f) => statSync(join(DEMO_MEDIA_PATH, f)).size);
    for (const size of sizes) expect(size).toBeLessThan(150 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(3 * 1024 * 1024);
  });

  it('reads the question files with their placeholders expanded, and rejects a malformed file naming it and the place', () => {
    const texts = { q: 'Q?', why: 'Because.' };
    const question = { n: 1, key: 'T', w: 3, mod: 1, cat: '{ALL_CATEGORIES}', law: 'art. 1 {PORD}', pl: texts, en: texts, de: texts, ua: texts };
    expect(parseQuestionFile('x', [question])[0]).toMatchObject({ cat: 'A,B,C,D,T,AM,A1,A2,B1,C1,D1,PT', law: 'art. 1 ustawy Prawo o ruchu drogowym' });
    expect(() => parseQuestionFile('x', [{ ...question, law: 'art. 1 {PRD}' }])).toThrow(/questions\/x\.json[\s\S]*unknown placeholder \{PRD\}[\s\S]*law/);
    expect(() => parseQuestionFile('x', [{ ...question, w: 4 }])).toThrow(/questions\/x\.json[\s\S]*w/);
    expect(() => parseQuestionFile('x', [{ ...question, medai: 'a.png' }])).toThrow(/medai/);
  });
});
