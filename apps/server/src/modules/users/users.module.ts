import { defineModule } from '../../lib/modules.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** The account rows' owner (issue 21, item 6): the modules that create or change accounts need it. */
export const usersModule = defineModule({
  name: 'users',
  needs: {},
  build: (ctx) => new UsersService(new UsersRepository(ctx.db)),
});
