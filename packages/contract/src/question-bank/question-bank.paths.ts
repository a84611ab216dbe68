/** The paths of the question bank browser (issue 23, our addition beside the spec's question paths). */
export const QUESTION_BANK_PATHS = {
  /** Search the category's bank by words (diacritics folded) and by module, paged. */
  questionBankSearch: 'eprawko-rest/questions/bank/search/{studentId}/{category}/{lang}',
  /** One question of the category's bank with its media, answer key, explanation and legal source. */
  questionBankQuestion: 'eprawko-rest/questions/bank/question/{studentId}/{category}/{lang}/{externalId}',
} as const;
