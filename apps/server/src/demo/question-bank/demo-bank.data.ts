import { BASIC_QUESTIONS } from './basic-questions.data.js';
import type { DemoQuestion } from './demo-bank.types.js';
import {
  C_SPECIALIST_QUESTIONS,
  D_SPECIALIST_QUESTIONS,
  PT_SPECIALIST_QUESTIONS,
  T_SPECIALIST_QUESTIONS,
} from './heavy-vehicle-questions.data.js';
import { QUALIFICATION_QUESTIONS } from './qualification-questions.data.js';
import {
  A_SPECIALIST_QUESTIONS,
  AM_SPECIALIST_QUESTIONS,
  B_SPECIALIST_QUESTIONS,
  SHARED_SPECIALIST_QUESTIONS,
} from './specialist-questions.data.js';

/** The whole demo bank, in question-number order. */
export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  ...BASIC_QUESTIONS,
  ...B_SPECIALIST_QUESTIONS,
  ...SHARED_SPECIALIST_QUESTIONS,
  ...A_SPECIALIST_QUESTIONS,
  ...AM_SPECIALIST_QUESTIONS,
  ...C_SPECIALIST_QUESTIONS,
  ...D_SPECIALIST_QUESTIONS,
  ...T_SPECIALIST_QUESTIONS,
  ...PT_SPECIALIST_QUESTIONS,
  ...QUALIFICATION_QUESTIONS,
].sort((a, b) => a.n - b.n);
