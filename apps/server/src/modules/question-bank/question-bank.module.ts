import { defineModule } from '../../lib/modules.js';
import { QuestionBankRepository } from './question-bank.repository.js';
import { registerQuestionBankRoutes } from './question-bank.routes.js';
import { QuestionBankService } from './question-bank.service.js';

/** The question bank browser (issue 23, ADR 033): search by words and module, one question with its key. */
export const questionBankModule = defineModule({
  name: 'question-bank',
  needs: {},
  build: (ctx) => new QuestionBankService(new QuestionBankRepository(ctx.db), ctx.clock),
  routes: (api, bank) => registerQuestionBankRoutes(api, bank),
});
