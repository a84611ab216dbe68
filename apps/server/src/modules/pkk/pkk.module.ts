import { PkkAuthoritySimulator } from '../../integrations/pkk-authority/simulator.js';
import { createPkkSigning } from '../../integrations/signature/config.js';
import { buildPkkUpdateDocument } from '../../integrations/signature/document.js';
import { buildSzafirTaskList } from '../../integrations/signature/szafir.js';
import { defineModule } from '../../lib/modules.js';
import { PkkRepository } from './pkk.repository.js';
import { registerPkkRoutes } from './pkk.routes.js';
import { PkkService } from './pkk.service.js';

/**
 * The school's PKK registry and its updates, signed and checked against the trusted CAs (ADR 019).
 * It provides, besides its service, what pkk-signing reads of it (the school's signers and PKK
 * numbers) and the demo CAs, which must be the ones the signature verifier trusts.
 */
export const pkkModule = defineModule({
  name: 'pkk',
  needs: {},
  build: (ctx) => {
    const signing = createPkkSigning(ctx.deps.pkkSigning, ctx.deps.demo, ctx.clock);
    const registry = new PkkRepository(ctx.db);
    const authority = ctx.deps.pkkAuthority === undefined ? (ctx.deps.demo ? new PkkAuthoritySimulator(ctx.db, ctx.clock) : null) : ctx.deps.pkkAuthority;
    const service = new PkkService(registry, ctx.clock, authority, {
      verifier: signing.verifier,
      buildDocument: buildPkkUpdateDocument,
      buildTaskList: buildSzafirTaskList,
      demoCertificate: ctx.deps.demo,
    });
    return { service, registry, demoCas: signing.demoCas };
  },
  routes: (api, pkk) => registerPkkRoutes(api, pkk.service),
});
