import { BANK_PAGE_SIZE, findModule, isAccessActive, type BankSearchPage, type Category, type ExamLanguage, type ExamQuestion } from '@osk/contract';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import { pageOf } from '../../lib/pages.js';
import type { AuthContext } from '../../access/caller.js';
import type { BankLearner } from '../../db/bank-learner.js';
import { accessTillFor, checkBankLanguage, presentQuestion } from '../exams/exams.service.js';
import { MATCH_END, MATCH_START, type QuestionBankRepository } from './question-bank.repository.js';
import { bankModuleIds, searchQuery, splitMatches } from './question-bank.rules.js';

/** What to search (`GET questions/bank/search/...`). */
export interface BankSearchInput {
  studentId: number;
  category: Category;
  language: ExamLanguage;
  /** The search text, trimmed (2-100 characters), or undefined to list the questions. */
  q: string | undefined;
  moduleId: number | undefined;
  page: number;
}

const MODULE_NAME_LANGUAGE = { PL: 'pl', EN: 'en', DE: 'de', UA: 'ua' } as const;

/**
 * The question bank browser (issue 23, ADR 033): a learner with the category's access open searches
 * its active questions by words with the diacritics folded and by module, and opens one with its key,
 * explanation and legal source. Every call is the calling learner's own, as in learning.
 */
export class QuestionBankService {
  constructor(
    private readonly repo: QuestionBankRepository,
    private readonly clock: Clock,
  ) {}

  /** The calling learner with the category's access open and the language allowed; else 403. */
  private async openLearner(caller: AuthContext, studentId: number, category: Category, language: ExamLanguage): Promise<BankLearner> {
    const learner = await this.repo.learner(studentId);
    if (!learner || caller.userType !== 'STUDENT' || learner.userId !== caller.userId) throw forbidden();
    if (!isAccessActive(accessTillFor(learner, category), warsawDate(this.clock.now()))) throw new AppError(403, 'msg.error.learning.no.access');
    checkBankLanguage(learner, language);
    return learner;
  }

  /** A page of the questions matching the words and module, their texts split at the matched words. */
  async search(caller: AuthContext, input: BankSearchInput): Promise<BankSearchPage> {
    const tsquery = input.q === undefined ? null : searchQuery(input.q);
    if (input.q !== undefined && tsquery === null) throw badRequest([{ field: 'q', message: 'msg.validation.bank.query.words', key: 'msg.validation.bank.query.words' }]);
    if (input.moduleId !== undefined && !bankModuleIds(input.category).includes(input.moduleId)) {
      throw badRequest([{ field: 'moduleId', message: 'msg.validation.learning.module', key: 'msg.validation.learning.module' }]);
    }
    await this.openLearner(caller, input.studentId, input.category, input.language);
    const { rows, total } = await this.repo.search({
      category: input.category,
      language: input.language,
      tsquery,
      moduleId: input.moduleId ?? null,
      limit: BANK_PAGE_SIZE,
      offset: input.page * BANK_PAGE_SIZE,
    });
    const nameLanguage = MODULE_NAME_LANGUAGE[input.language];
    const content = rows.map((r) => ({
      id: r.id,
      externalId: r.externalId,
      type: r.type,
      moduleId: r.moduleId,
      moduleName: r.moduleId === null ? null : (findModule(r.moduleId)?.names[nameLanguage] ?? null),
      mediaType: r.mediaType,
      textParts: splitMatches(r.text, MATCH_START, MATCH_END),
    }));
    return pageOf(content, total, BANK_PAGE_SIZE, input.page);
  }

  /** One active question of the category by its official number, with the key and the learner's star (404 when the category has none). */
  async question(caller: AuthContext, input: { studentId: number; category: Category; language: ExamLanguage; externalId: number }): Promise<ExamQuestion> {
    const learner = await this.openLearner(caller, input.studentId, input.category, input.language);
    const question = await this.repo.question(input.category, input.externalId);
    if (!question) throw new AppError(404, 'msg.error.learning.question.not.found');
    const [texts, hard] = await Promise.all([this.repo.texts(question.id, input.language), this.repo.isHard(learner.id, question.externalId)]);
    return presentQuestion(question, texts, input.language, true, hard);
  }
}
