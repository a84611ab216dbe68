import type { ExamQuestion } from '@osk/contract';

/** Kinds of test question: basic with an image, a film or nothing; specialist without a medium. */
export type QuestionKind = 'IMAGE' | 'VIDEO' | 'NONE' | 'SPECIALIST';

export function makeQuestion(index: number, kind: QuestionKind): ExamQuestion {
  const specialist = kind === 'SPECIALIST';
  const media = kind === 'IMAGE' ? `/api/questions/media/q${index}.jpg` : kind === 'VIDEO' ? `/api/questions/media/q${index}.mp4` : null;
  return {
    id: 1000 + index,
    externalId: 5000 + index,
    number: 5000 + index,
    questionText: `Treść pytania ${index}?`,
    answerA: specialist ? `Odpowiedź A${index}` : null,
    answerB: specialist ? `Odpowiedź B${index}` : null,
    answerC: specialist ? `Odpowiedź C${index}` : null,
    correct: specialist ? 'B' : 'TAK',
    explenation: `Wyjaśnienie ${index}`,
    legalSource: `art. ${index} ustawy Prawo o ruchu drogowym`,
    media,
    madiaType: kind === 'IMAGE' ? 'IMAGE' : kind === 'VIDEO' ? 'VIDEO' : null,
    mediaExists: media !== null,
    type: specialist ? 'SPECIALISTIC' : 'STANDARD',
    weight: specialist ? 2 : 3,
    part: specialist ? 'SPECJALISTYCZNA' : 'PODSTAWOWA',
    time: specialist ? 50 : 15,
    tools: null,
    hard: false,
    version: 1,
    lastUpdateDate: '2026-11-01T00:00:00.000Z',
    module: { moduleId: 1, name: null },
  };
}
