import { defineModule } from '../../lib/modules.js';
import { registrationModule } from '../registration/registration.module.js';
import { LogoStore } from './logo-store.js';
import { SchoolsRepository } from './schools.repository.js';
import { registerSchoolRoutes } from './schools.routes.js';
import { SchoolsService } from './schools.service.js';
import { usersModule } from '../users/users.module.js';

/** The school's profile, PIN, logo and registration (ADR 014). */
export const schoolsModule = defineModule({
  name: 'schools',
  needs: { registration: registrationModule, users: usersModule },
  build: (ctx, { registration, users }) => new SchoolsService(new SchoolsRepository(ctx.db), users, registration, new LogoStore(ctx.deps.logoDir ?? null), ctx.clock),
  routes: (api, schools) => registerSchoolRoutes(api, schools),
});
