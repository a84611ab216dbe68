import { questions } from './schema/index.js';

/** The columns of a question that learning and the question bank show and score (with its texts apart). */
export const SHOWN_QUESTION_COLUMNS = {
  id: questions.id,
  externalId: questions.externalId,
  type: questions.type,
  correct: questions.correct,
  weight: questions.weight,
  media: questions.media,
  mediaType: questions.mediaType,
  mediaExists: questions.mediaExists,
  moduleId: questions.moduleId,
  legalSource: questions.legalSource,
  version: questions.version,
  lastUpdateDate: questions.lastUpdateDate,
};

/** A row selected with {@link SHOWN_QUESTION_COLUMNS}, its type and media kind narrowed to what the bank stores. */
export function shownQuestion<R extends { type: string; mediaType: string | null }>(row: R): R & { type: 'STANDARD' | 'SPECIALISTIC'; mediaType: 'IMAGE' | 'VIDEO' | null } {
  return { ...row, type: row.type as 'STANDARD' | 'SPECIALISTIC', mediaType: row.mediaType as 'IMAGE' | 'VIDEO' | null };
}
