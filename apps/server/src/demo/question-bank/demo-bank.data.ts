import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PLACEHOLDERS, type DemoQuestion, type DemoTexts } from './demo-bank.types.js';

/** The question files in questions/, in the order the bank was written. */
const QUESTION_FILES = [
  /** Basic (yes/no) questions shared by all categories: 32 worth 3 points, 19 worth 2, 13 worth 1. */
  'basic',
  /** Specialist questions of category B: 6 worth 3 points, 4 worth 2, 2 worth 1. */
  'specialist-b',
  /** Specialist (A/B/C) questions shared by all categories: 6 worth 3 points, 4 worth 2, 2 worth 1. */
  'specialist-shared',
  /** Specialist questions of category A (with A1 and A2): 4 worth 3 points, 2 worth 2, 2 worth 1. */
  'specialist-a',
  /** Specialist questions of category AM (product id M): 4 worth 3 points, 2 worth 2, 2 worth 1. */
  'specialist-am',
  /** Specialist questions of category C (with C1): 4 worth 3 points, 2 worth 2, 2 worth 1. */
  'specialist-c',
  /** Specialist questions of category D (with D1): 4 worth 3 points, 2 worth 2, 2 worth 1. */
  'specialist-d',
  /** Specialist questions of category T: 4 worth 3 points, 2 worth 2, 2 worth 1. */
  'specialist-t',
  /** Specialist questions of the tram permit (PT, product id P): 4 worth 3 points, 2 worth 2, 2 worth 1. */
  'specialist-pt',
  /**
   * Initial qualification questions (Y = C, Z = D): modules shared by C and D (100, 101, 104, 106-111),
   * C only (102, 103, 105, 112) and D only (113-117).
   */
  'qualification',
] as const;

/** A text whose `{NAME}` placeholders are replaced by PLACEHOLDERS; an unknown name is an error. */
const withPlaceholders = z.string().transform((text, ctx) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = PLACEHOLDERS[name];
    if (value === undefined) ctx.addIssue({ code: 'custom', message: `unknown placeholder ${whole}` });
    return value ?? whole;
  }),
);

const textsSchema: z.ZodType<DemoTexts> = z.strictObject({
  q: z.string().min(1),
  a: z.string().min(1).optional(),
  b: z.string().min(1).optional(),
  c: z.string().min(1).optional(),
  why: z.string().min(1),
});

const questionSchema = z.strictObject({
  n: z.number().int().positive(),
  key: z.enum(['T', 'N', 'A', 'B', 'C']),
  w: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  mod: z.number().int().positive(),
  cat: withPlaceholders,
  media: z.string().min(1).optional(),
  law: withPlaceholders,
  pl: textsSchema,
  en: textsSchema,
  de: textsSchema,
  ua: textsSchema,
});

const questionFileSchema: z.ZodType<DemoQuestion[], unknown> = z.array(questionSchema);

/** Checks one question file's content; content that does not match fails with the file's name and the paths. */
export function parseQuestionFile(name: string, content: unknown): DemoQuestion[] {
  const parsed = questionFileSchema.safeParse(content);
  if (!parsed.success) throw new Error(`Demo question file questions/${name}.json is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function readQuestionFile(name: string): DemoQuestion[] {
  return parseQuestionFile(name, JSON.parse(readFileSync(new URL(`./questions/${name}.json`, import.meta.url), 'utf8')));
}

/** The whole demo bank, in question-number order. */
export const DEMO_QUESTIONS: readonly DemoQuestion[] = QUESTION_FILES.flatMap(readQuestionFile).sort((a, b) => a.n - b.n);
