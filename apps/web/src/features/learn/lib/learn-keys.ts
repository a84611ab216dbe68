import type { QuestionType } from '@osk/contract';

/** What a key does on the learn screen. */
export type LearnKeyAction =
  | { type: 'MEDIA' }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'CHECK' }
  | { type: 'ANSWER'; answer: 'TAK' | 'NIE' | 'A' | 'B' | 'C' };

const ANSWER_KEYS: Readonly<Record<string, 'TAK' | 'NIE' | 'A' | 'B' | 'C'>> = { t: 'TAK', n: 'NIE', a: 'A', b: 'B', c: 'C' };

/**
 * The keyboard control of learning (the one learners of the original service added with their own
 * browser scripts): up shows the medium, right the next question, left the previous one, down checks
 * the answer; T/N answer a basic question, A/B/C a specialist one. Null for any other key, or a key
 * that does not fit the question.
 */
export function learnKeyAction(key: string, questionType: QuestionType): LearnKeyAction | null {
  switch (key) {
    case 'ArrowUp':
      return { type: 'MEDIA' };
    case 'ArrowRight':
      return { type: 'NEXT' };
    case 'ArrowLeft':
      return { type: 'PREVIOUS' };
    case 'ArrowDown':
      return { type: 'CHECK' };
  }
  const answer = ANSWER_KEYS[key.toLowerCase()];
  if (!answer) return null;
  const basic = answer === 'TAK' || answer === 'NIE';
  return basic === (questionType === 'STANDARD') ? { type: 'ANSWER', answer } : null;
}

/** Whether a key press is meant for a form field rather than the screen. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
