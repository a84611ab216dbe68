/**
 * The state theory exam's rules (spec §4, §9; FACTS.md), shared by the server (drawing, deadlines,
 * scoring) and the web (timers, the INFO stage).
 */

/** Whole exam: 25 minutes. */
export const EXAM_TOTAL_SECONDS = 1500;
/** Basic (STANDARD) question: seconds to read before the media plays. */
export const STANDARD_READ_SECONDS = 20;
/** Basic (STANDARD) question: seconds to answer after the media. */
export const STANDARD_ANSWER_SECONDS = 15;
/** Specialist question: seconds to read and answer, straight into the answer phase. */
export const SPECIALIST_ANSWER_SECONDS = 50;
/**
 * The longest a question film may play. The bank does not carry film lengths, so the server bounds a
 * basic question with a film by read + this + answer time, and the browser resumes within the same.
 */
export const QUESTION_VIDEO_MAX_SECONDS = 60;
/** Seconds the server allows beyond a deadline for network delay. */
export const ANSWER_GRACE_SECONDS = 5;
/** Points needed to pass a category exam (regular and demo). */
export const EXAM_PASS_POINTS = 68;
/** Maximum points of a category exam. */
export const EXAM_MAX_POINTS = 74;

/**
 * Points needed to pass the hard-questions practice of `pointsAll` points: the state exam's share
 * (68 of 74, about 92 %) of its own points, rounded up.
 */
export function hardExamPassPoints(pointsAll: number): number {
  return Math.ceil((EXAM_PASS_POINTS * pointsAll) / EXAM_MAX_POINTS);
}

/** The state exam's pass share as a whole percent (92), for the hard-questions practice. */
export const HARD_EXAM_PASS_PERCENT = Math.ceil((EXAM_PASS_POINTS / EXAM_MAX_POINTS) * 100);

/** How many questions of each weight a category exam draws, per part. */
export const CATEGORY_EXAM_DRAW = {
  STANDARD: { 3: 10, 2: 6, 1: 4 },
  SPECIALISTIC: { 3: 6, 2: 4, 1: 2 },
} as const;

/** Initial qualification (Y = C, Z = D): 20 basic and 10 specialist questions. */
export const QUALIFICATION_DRAW = { STANDARD: 20, SPECIALISTIC: 10 } as const;
/** Initial qualification pass rule: at least 16 basic and 5 specialist correct (pass mark 21). */
export const QUALIFICATION_MIN_BASIC_CORRECT = 16;
export const QUALIFICATION_MIN_SPECIALIST_CORRECT = 5;
export const QUALIFICATION_PASS_MARK = 21;

/** Learning modules: 32 road-rule modules with ids 1 to 32. */
export const ROAD_RULE_MODULE_IDS: readonly number[] = Array.from({ length: 32 }, (_, i) => i + 1);
/** Initial qualification C uses modules 100 to 112. */
export const QUALIFICATION_C_MODULE_IDS: readonly number[] = Array.from({ length: 13 }, (_, i) => 100 + i);
/**
 * Initial qualification D uses modules 100, 101, 113 to 117, 104, 116, 106 to 111 (spec §9 order; 116
 * is named twice there and listed once here).
 */
export const QUALIFICATION_D_MODULE_IDS: readonly number[] = [100, 101, 113, 114, 115, 116, 117, 104, 106, 107, 108, 109, 110, 111];

/**
 * Kinds of exam (spec §3), and HARD: the exam of the questions a learner marked hard. It is practice,
 * not a state-style exam (it has as many questions as were marked), so it is judged by the share of
 * its own points and kept out of the pass rate and the points chart of the statistics.
 */
export const EXAM_TYPES = ['EXAM', 'QUALIFICATION', 'DEMO', 'HARD'] as const;
/** One kind of exam. */
export type ExamType = (typeof EXAM_TYPES)[number];

/** Question kinds: STANDARD (yes/no, basic part) and SPECIALISTIC (A/B/C). */
export const QUESTION_TYPES = ['STANDARD', 'SPECIALISTIC'] as const;
/** One question kind. */
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Answers of a STANDARD question. */
export const STANDARD_ANSWERS = ['TAK', 'NIE'] as const;
/** Answers of a SPECIALISTIC question. */
export const SPECIALIST_ANSWERS = ['A', 'B', 'C'] as const;

/** Whether an answer value is valid for a question type. */
export function isAnswerFor(type: QuestionType, answer: string): boolean {
  return type === 'STANDARD' ? (STANDARD_ANSWERS as readonly string[]).includes(answer) : (SPECIALIST_ANSWERS as readonly string[]).includes(answer);
}

/**
 * Languages of the question bank, as exam paths carry them (spec §6): Polish and the translations.
 * Plain values here (the schema `ExamLanguage` is built from them), so that screens drawn before the
 * contract's schemas load can use them.
 */
export const EXAM_LANGUAGES = ['PL', 'EN', 'DE', 'UA'] as const;

/** Whether a value is one of the exam languages. */
export function isExamLanguage(value: unknown): value is (typeof EXAM_LANGUAGES)[number] {
  return (EXAM_LANGUAGES as readonly unknown[]).includes(value);
}

/** The exam language for an interface language: RU has no bank translation and falls back to PL. */
export function examLanguageFor(language: string): (typeof EXAM_LANGUAGES)[number] {
  const upper = language.toUpperCase();
  return upper === 'EN' || upper === 'DE' || upper === 'UA' ? upper : 'PL';
}
