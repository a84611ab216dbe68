import { defineModule } from '../../lib/modules.js';
import { pkkModule } from '../pkk/pkk.module.js';
import { PkkSigningRepository } from './pkk-signing.repository.js';
import { registerPkkSigningRoutes } from './pkk-signing.routes.js';
import { PkkSigningService } from './pkk-signing.service.js';

/** Signing PKK updates: the demo certificate and the trusted-profile simulator (ADR 019). */
export const pkkSigningModule = defineModule({
  name: 'pkk-signing',
  needs: { pkk: pkkModule },
  build: (ctx, { pkk }) => new PkkSigningService(new PkkSigningRepository(ctx.db), pkk.registry, ctx.clock, pkk.demoCas),
  routes: (api, signing, ctx) => registerPkkSigningRoutes(api, signing, { demo: ctx.deps.demo, publicUrl: ctx.deps.publicUrl }),
});
