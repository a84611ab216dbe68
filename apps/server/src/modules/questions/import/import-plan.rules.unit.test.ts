import { describe, expect, it } from 'vitest';
import type { BankLanguage } from './bank-headers.rules.js';
import type { ParsedQuestion, RowResult } from './bank-row.rules.js';
import { planImport, type FileColumns, type MediaResolution, type StoredQuestion } from './import-plan.rules.js';

const ALL_LANGUAGES = new Set<BankLanguage>(['PL', 'EN', 'DE', 'UA']);
const fullColumns: FileColumns = { hasPoints: true, hasModule: true, hasLegalSource: true, textLanguages: ALL_LANGUAGES, explanationLanguages: ALL_LANGUAGES };

function parsed(externalId: number, overrides: Partial<ParsedQuestion> = {}): RowResult {
  return {
    ok: true,
    question: {
      row: externalId,
      externalId,
      type: 'STANDARD',
      correct: 'TAK',
      weight: 2,
      media: null,
      categories: ['B'],
      moduleId: 7,
      legalSource: 'art. 25',
      texts: [{ language: 'PL', questionText: `Pytanie ${externalId}`, answerA: null, answerB: null, answerC: null, explenation: 'Wyjaśnienie' }],
      typeFixed: false,
      incompleteLanguages: [],
      ...overrides,
    },
  };
}

function stored(externalId: number, overrides: Partial<StoredQuestion> = {}): StoredQuestion {
  const result = parsed(externalId);
  if (!result.ok) throw new Error('unreachable');
  const { row: _row, typeFixed: _t, incompleteLanguages: _i, media: _m, weight: _w, ...content } = result.question;
  return { id: externalId * 10, active: true, version: 1, weight: 2, media: null, mediaType: null, mediaExists: false, ...content, ...overrides };
}

function plan(results: RowResult[], storedQuestions: StoredQuestion[] = [], extra: { full?: boolean; columns?: FileColumns; media?: Map<string, MediaResolution>; mediaChecked?: boolean } = {}) {
  return planImport({
    results,
    stored: storedQuestions,
    media: extra.media ?? new Map(),
    columns: extra.columns ?? fullColumns,
    full: extra.full ?? true,
    mediaChecked: extra.mediaChecked ?? false,
  });
}

describe('planImport', () => {
  it('adds new questions, keeps unchanged ones and counts both', () => {
    const { plan: p, report } = plan([parsed(1), parsed(2)], [stored(1)]);
    expect(p.inserts.map((r) => r.externalId)).toEqual([2]);
    expect(p.updates).toEqual([]);
    expect(report).toMatchObject({ added: 1, unchanged: 1, changed: 0, removed: 0, addedNumbers: [2] });
  });

  it('reports an answer key that changed and stores the change as a new version', () => {
    const { plan: p, report } = plan([parsed(1, { correct: 'NIE' })], [stored(1)]);
    expect(report.answerKeyChanges).toEqual([{ externalId: 1, from: 'TAK', to: 'NIE' }]);
    expect(report.changed).toBe(1);
    expect(p.updates).toEqual([expect.objectContaining({ id: 10, version: 2, record: expect.objectContaining({ correct: 'NIE' }) })]);
  });

  it('deactivates questions a full import leaves out, but not those whose rows were rejected', () => {
    const badRow: RowResult = { ok: false, rejection: { row: 9, externalId: 3, code: 'BAD_POINTS', reason: 'x' } };
    const { plan: p, report } = plan([parsed(1), badRow], [stored(1), stored(2), stored(3), stored(4, { active: false })]);
    expect(p.deactivate).toEqual([20]);
    expect(report).toMatchObject({ removed: 1, removedNumbers: [2] });
    expect(report.rejected).toHaveLength(1);
  });

  it('deactivates nothing in a partial import or when no row was accepted', () => {
    expect(plan([parsed(1)], [stored(1), stored(2)], { full: false }).plan.deactivate).toEqual([]);
    const bad: RowResult = { ok: false, rejection: { row: 2, externalId: null, code: 'MISSING_NUMBER', reason: 'x' } };
    const { plan: p, report } = plan([bad], [stored(1)]);
    expect(p.deactivate).toEqual([]);
    expect(report.warnings).toEqual(['No row was accepted, so no question was deactivated']);
  });

  it('rejects a repeated question number after its first row', () => {
    const { plan: p, report } = plan([parsed(1), { ...parsed(1), question: { ...(parsed(1) as { question: ParsedQuestion }).question, row: 7 } } as RowResult]);
    expect(p.inserts).toHaveLength(1);
    expect(report.rejected).toEqual([{ row: 7, externalId: 1, code: 'DUPLICATE_NUMBER', reason: 'Question number 1 already appears on row 1' }]);
  });

  it('keeps the stored weight when the file has no points, and rejects a new question without points', () => {
    const columns = { ...fullColumns, hasPoints: false };
    const { plan: p, report } = plan([parsed(1, { weight: null }), parsed(2, { weight: null })], [stored(1, { weight: 3 })], { columns });
    expect(report.unchanged).toBe(1);
    expect(p.inserts).toEqual([]);
    expect(report.rejected).toEqual([expect.objectContaining({ externalId: 2, code: 'MISSING_POINTS' })]);
  });

  it('reactivates a question that comes back', () => {
    const { plan: p, report } = plan([parsed(1)], [stored(1, { active: false })]);
    expect(report).toMatchObject({ changed: 1, reactivatedNumbers: [1] });
    expect(p.updates).toEqual([expect.objectContaining({ id: 10, version: 1 })]);
  });

  it('keeps stored values for columns the file does not have', () => {
    const storedQuestion = stored(1, {
      moduleId: 12,
      legalSource: 'art. 9',
      texts: [
        { language: 'PL', questionText: 'Pytanie 1', answerA: null, answerB: null, answerC: null, explenation: 'Stare wyjaśnienie' },
        { language: 'UA', questionText: 'Питання 1', answerA: null, answerB: null, answerC: null, explenation: 'Пояснення' },
      ],
    });
    const columns: FileColumns = { hasPoints: true, hasModule: false, hasLegalSource: false, textLanguages: new Set(['PL']), explanationLanguages: new Set() };
    const incoming = parsed(1, { moduleId: null, legalSource: null, texts: [{ language: 'PL', questionText: 'Pytanie 1', answerA: null, answerB: null, answerC: null, explenation: null }] });
    const { report } = plan([incoming], [storedQuestion], { columns });
    expect(report.unchanged).toBe(1);
  });

  it('updates only the media flag when a file appears, without a new version', () => {
    const media = new Map<string, MediaResolution>([['a.png', { storedName: 'A.png', exists: true }]]);
    const question = parsed(1, { media: { sourceName: 'a.png', kind: 'IMAGE', storedName: 'a.png', needsConversion: false } });
    const { plan: p, report } = plan([question], [stored(1, { media: 'A.png', mediaType: 'IMAGE', mediaExists: false })], { media, mediaChecked: true });
    expect(report.unchanged).toBe(1);
    expect(p.mediaFlags).toEqual([{ id: 10, mediaExists: true }]);
    expect(report.mediaMissing).toEqual([]);
  });

  it('lists missing media with the reason, and keeps the stored flag when media were not checked', () => {
    const media = new Map<string, MediaResolution>([['f.wmv', { storedName: 'f.mp4', exists: false, missingReason: 'f.wmv is there but not converted' }]]);
    const question = parsed(1, { media: { sourceName: 'f.wmv', kind: 'VIDEO', storedName: 'f.mp4', needsConversion: true } });
    expect(plan([question], [], { media, mediaChecked: true }).report.mediaMissing).toEqual([{ externalId: 1, media: 'f.wmv', reason: 'f.wmv is there but not converted' }]);
    const unchecked = plan([question], [stored(1, { media: 'f.mp4', mediaType: 'VIDEO', mediaExists: true })]);
    expect(unchecked.report.unchanged).toBe(1);
    expect(unchecked.plan.mediaFlags).toEqual([]);
  });

  it('counts type fixes and incomplete translations', () => {
    const { report } = plan([parsed(1, { typeFixed: true }), parsed(2, { incompleteLanguages: ['DE'] })]);
    expect(report.typeFixes).toEqual({ count: 1, externalIds: [1] });
    expect(report.incompleteTranslations).toEqual([{ externalId: 2, languages: ['DE'] }]);
  });
});
