import { questionBankQuestion, questionBankSearch } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { QuestionBankService } from './question-bank.service.js';

/** The question bank browser (issue 23): the calling learner's search and question. */
export function registerQuestionBankRoutes(app: App, bank: QuestionBankService): void {
  endpointRoute(app, questionBankSearch, async (request) => {
    const { studentId, category, lang } = request.params;
    return bank.search(callerOf(request), { studentId, category, language: lang, q: request.query.q, moduleId: request.query.moduleId, page: request.query.page ?? 0 });
  });
  endpointRoute(app, questionBankQuestion, async (request) => {
    const { studentId, category, lang, externalId } = request.params;
    return bank.question(callerOf(request), { studentId, category, language: lang, externalId });
  });
}
