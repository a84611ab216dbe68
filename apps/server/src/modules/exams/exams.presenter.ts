import {
  findModule,
  SPECIALIST_ANSWER_SECONDS,
  STANDARD_ANSWER_SECONDS,
  type Category,
  type Exam,
  type ExamExecution,
  type ExamLanguage,
  type ExamLight,
  type ExamQuestion,
  type ExamType,
  type ModuleNames,
} from '@osk/contract';
import type { BankQuestion, ExamItemRow, ExamRow, QuestionTexts } from './exams.repository.js';

// Exams and their questions as the API shows them: pure functions of the rows and the bank.

/** The interface language whose module names go with an exam language. */
const MODULE_NAME_LANGUAGE: Record<ExamLanguage, keyof ModuleNames> = { PL: 'pl', EN: 'en', DE: 'de', UA: 'ua' };

/** The URL path of a question medium; films are offered as .mp4 (and .webm beside it). */
export function mediaPath(media: string | null, mediaType: string | null): string | null {
  if (!media) return null;
  const name = mediaType === 'VIDEO' ? media.replace(/\.(wmv|avi|mov|webm|ogg|ogv)$/i, '.mp4') : media;
  return `/api/questions/media/${encodeURIComponent(name)}`;
}

/** Texts of a question that has none in the bank (never expected; keeps the shape). */
const NO_TEXTS: QuestionTexts = { questionText: '', answerA: null, answerB: null, answerC: null, explenation: null };

/**
 * A bank question as it travels (FACTS.md wire format). The key (`correct`, `explenation`,
 * `legalSource`) goes out only `withKey`: in a finished exam and in learning, never in a running exam.
 */
export function presentQuestion(q: BankQuestion, texts: QuestionTexts | undefined, language: ExamLanguage, withKey: boolean, hard: boolean): ExamQuestion {
  const t = texts ?? NO_TEXTS;
  return {
    id: q.id,
    externalId: q.externalId,
    number: q.externalId,
    questionText: t.questionText,
    answerA: q.type === 'SPECIALISTIC' ? t.answerA : null,
    answerB: q.type === 'SPECIALISTIC' ? t.answerB : null,
    answerC: q.type === 'SPECIALISTIC' ? t.answerC : null,
    correct: withKey ? q.correct : null,
    explenation: withKey ? t.explenation : null,
    legalSource: withKey ? q.legalSource : null,
    media: mediaPath(q.media, q.mediaType),
    madiaType: q.mediaType,
    mediaExists: q.mediaExists,
    type: q.type,
    weight: q.weight,
    part: q.type === 'STANDARD' ? 'PODSTAWOWA' : 'SPECJALISTYCZNA',
    time: q.type === 'STANDARD' ? STANDARD_ANSWER_SECONDS : SPECIALIST_ANSWER_SECONDS,
    tools: null,
    hard,
    version: q.version,
    lastUpdateDate: q.lastUpdateDate.toISOString(),
    module: { moduleId: q.moduleId, name: q.moduleId === null ? null : (findModule(q.moduleId)?.names[MODULE_NAME_LANGUAGE[language]] ?? null) },
  };
}

/** An exam without its questions (the lists). */
export function toExamLight(row: ExamRow): ExamLight {
  return {
    id: row.id,
    category: row.category as Category,
    type: row.type as ExamType,
    language: row.language as ExamLanguage,
    status: row.status as ExamLight['status'],
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    deadline: row.deadline.toISOString(),
    correctAnswers: row.correctAnswers,
    wrongAnswers: row.wrongAnswers,
    totalAnswers: row.totalAnswers,
    points: row.points,
    pointsAll: row.pointsAll,
    passed: row.passed,
    internal: row.internal,
  };
}

/**
 * The exam as the browser gets it: correct answers and explanations only once it is finished (with
 * `hard`, the questions the learner marked hard); items whose question is not in `byId` are left out.
 */
export function toExam(row: ExamRow, items: readonly ExamItemRow[], bank: { byId: ReadonlyMap<number, BankQuestion>; texts: ReadonlyMap<number, QuestionTexts>; hard: ReadonlySet<number> }, now: Date): Exam {
  const finished = row.status === 'FINISHED';
  const execution: ExamExecution[] = [];
  for (const item of items) {
    const q = bank.byId.get(item.questionId);
    if (!q) continue;
    const approved = item.approvedAt !== null;
    execution.push({
      question: presentQuestion(q, bank.texts.get(q.id), row.language as ExamLanguage, finished, bank.hard.has(q.externalId)),
      answer: approved ? item.answer : null,
      correct: finished ? approved && item.answer === q.correct : null,
      ordinalNumber: item.ordinalNumber,
      changes: item.changes,
      approved,
    });
  }
  return {
    ...toExamLight(row),
    execution,
    currentOrdinal: finished ? null : row.currentOrdinal,
    questionStartedAt: finished ? null : row.questionStartedAt.toISOString(),
    serverTime: now.toISOString(),
  };
}
