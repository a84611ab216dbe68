import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_EXAM_DRAW, QUALIFICATION_DRAW } from '@osk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_QUESTIONS } from '../../demo/question-bank/demo-bank.data.js';
import { parseCategories } from './import/bank-row.rules.js';
import { DEMO_MEDIA_DIR, loadDemoQuestionBank, type ImportReport } from './questions-import.service.js';
import { QuestionsRepository, type StoredQuestionView } from './questions.repository.js';

let t: TestApp;
let report: ImportReport | null;
let stored: StoredQuestionView[];

beforeAll(async () => {
  t = await createTestApp();
  report = await loadDemoQuestionBank(t.database.db, t.clock);
  stored = await new QuestionsRepository(t.database.db).loadAll();
});
afterAll(async () => {
  await t.close();
});

describe('the demo question bank loaded through the importer', () => {
  it('imports every row of demo-bank.xlsx with its media and nothing rejected', () => {
    expect(report).toMatchObject({
      layout: 'CURRENT',
      languages: ['PL', 'EN', 'DE', 'UA'],
      added: DEMO_QUESTIONS.length,
      rejected: [],
      typeFixes: { count: 0, externalIds: [] },
      incompleteTranslations: [],
      media: { checked: true, missing: [], converted: [] },
      warnings: [],
    });
  });

  it('loads only into an empty bank', async () => {
    expect(await loadDemoQuestionBank(t.database.db, t.clock)).toBeNull();
    expect(stored).toHaveLength(DEMO_QUESTIONS.length);
  });

  it('matches its source files (the spreadsheet is up to date)', () => {
    const byNumber = new Map(stored.map((q) => [q.externalId, q]));
    for (const source of DEMO_QUESTIONS) {
      const q = byNumber.get(source.n);
      expect(q, `question ${source.n}`).toBeDefined();
      const specialist = ['A', 'B', 'C'].includes(source.key);
      expect(q).toMatchObject({
        type: specialist ? 'SPECIALISTIC' : 'STANDARD',
        correct: specialist ? source.key : source.key === 'T' ? 'TAK' : 'NIE',
        weight: source.w,
        moduleId: source.mod,
        legalSource: source.law,
        categories: parseCategories(source.cat).categories,
        media: source.media ?? null,
        mediaExists: source.media !== undefined,
      });
      const texts = new Map(q?.texts.map((x) => [x.language, x]));
      for (const [language, key] of [
        ['PL', 'pl'],
        ['EN', 'en'],
        ['DE', 'de'],
        ['UA', 'ua'],
      ] as const) {
        expect(texts.get(language), `${source.n} ${language}`).toEqual({
          language,
          questionText: source[key].q,
          answerA: specialist ? (source[key].a ?? null) : null,
          answerB: specialist ? (source[key].b ?? null) : null,
          answerC: specialist ? (source[key].c ?? null) : null,
          explenation: source[key].why,
        });
      }
    }
  });

  it.each(['A', 'M', 'B', 'C', 'D', 'T', 'P'])('gives category %s enough stored questions of every weight for two different exams', (category) => {
    const count = (type: string, weight: number) => stored.filter((q) => q.active && q.categories.includes(category as never) && q.type === type && q.weight === weight).length;
    for (const w of [3, 2, 1] as const) {
      expect(count('STANDARD', w)).toBeGreaterThan(CATEGORY_EXAM_DRAW.STANDARD[w]);
      expect(count('SPECIALISTIC', w)).toBeGreaterThan(CATEGORY_EXAM_DRAW.SPECIALISTIC[w]);
    }
  });

  it.each(['Y', 'Z'])('gives initial qualification %s more questions than one test draws', (category) => {
    const of = (type: string) => stored.filter((q) => q.categories.includes(category as never) && q.type === type).length;
    expect(of('STANDARD')).toBeGreaterThan(QUALIFICATION_DRAW.STANDARD);
    expect(of('SPECIALISTIC')).toBeGreaterThan(QUALIFICATION_DRAW.SPECIALISTIC);
  });

  it('has each media file it names in the demo media directory', () => {
    for (const q of stored.filter((x) => x.media)) {
      expect(existsSync(join(DEMO_MEDIA_DIR, q.media ?? '')), q.media ?? '').toBe(true);
      expect(q.mediaType).toBe(q.media?.endsWith('.mp4') ? 'VIDEO' : 'IMAGE');
    }
  });
});
