import { Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin } from './boundaries.js';

// The web's import zones as the lint rule sees them: a file (by its path in the repository) importing
// a relative path answers the rule's messages, none when the import is allowed.

const root = fileURLToPath(new URL('../..', import.meta.url));
const linter = new Linter({ configType: 'flat', cwd: root });
const config = [{ files: ['**/*.ts', '**/*.tsx'], plugins: { boundaries: boundariesPlugin }, rules: { 'boundaries/zones': 'error' as const } }];

function complaints(file: string, source: string): string[] {
  const code = `import { x } from '${source}';\nexport { x };\n`;
  return linter.verify(code, config, { filename: `${root}${file}` }).map((message) => message.message);
}

describe('the web layers (app, features, entities, components and lib)', () => {
  it('lets a feature import an entity, components and lib, and app/ import features and entities', () => {
    expect(complaints('apps/web/src/features/exam/pages/exam.page.tsx', '../../../entities/learner/current-learner')).toEqual([]);
    expect(complaints('apps/web/src/features/exam/pages/exam.page.tsx', '../../../components/icons')).toEqual([]);
    expect(complaints('apps/web/src/features/exam/pages/exam.page.tsx', '../../../lib/api/api-client')).toEqual([]);
    expect(complaints('apps/web/src/app/router.tsx', '../features/exam/pages/exam.page')).toEqual([]);
    expect(complaints('apps/web/src/app/router.tsx', '../entities/school/current-school')).toEqual([]);
  });

  it('lets an entity import its own files, components and lib', () => {
    expect(complaints('apps/web/src/entities/hard-questions/hard-question-toggle.tsx', './hard-questions')).toEqual([]);
    expect(complaints('apps/web/src/entities/hard-questions/hard-question-toggle.tsx', '../../components/icons')).toEqual([]);
    expect(complaints('apps/web/src/entities/school/current-school.ts', '../../lib/session/session.store')).toEqual([]);
  });

  it('refuses a feature importing another feature', () => {
    expect(complaints('apps/web/src/features/orders/components/frame.tsx', '../../school/api/school.api')).toEqual([
      "feature 'orders' may not import feature 'school'; compose them in app/",
    ]);
  });

  it('refuses an entity importing a feature or another entity', () => {
    expect(complaints('apps/web/src/entities/learner/current-learner.ts', '../../features/profile/api/account-settings.api')).toEqual([
      "entity 'learner' may not import feature 'profile'; features build on entities, not the other way round",
    ]);
    expect(complaints('apps/web/src/entities/hard-questions/hard-questions.ts', '../learner/current-learner')).toEqual([
      "entity 'hard-questions' may not import entity 'learner'; a feature combines them",
    ]);
  });

  it('refuses components/ and lib/ importing a feature or an entity, except in their tests', () => {
    expect(complaints('apps/web/src/components/page-frame.tsx', '../entities/school/current-school')).toEqual([
      "components/ may not import entity 'school'; features and entities build on it, not the other way round",
    ]);
    expect(complaints('apps/web/src/lib/navigation.ts', '../features/school/api/school.api')).toEqual([
      "lib/ may not import feature 'school'; features and entities build on it, not the other way round",
    ]);
    expect(complaints('apps/web/src/lib/navigation.test.ts', '../features/school/api/school.api')).toEqual([]);
  });
});

describe('module manifests and feature routes (issue 21, item 5)', () => {
  it("lets a server module's manifest import the manifests it needs, and app.ts every manifest", () => {
    expect(complaints('apps/server/src/modules/accounts/accounts.module.ts', '../auth/auth.module.js')).toEqual([]);
    expect(complaints('apps/server/src/app.ts', './modules/auth/auth.module.js')).toEqual([]);
    expect(complaints('apps/server/src/modules/auth/auth.test.ts', './auth.module.js')).toEqual([]);
  });

  it('refuses a manifest imported by anything else, and another module reached through anything but its service', () => {
    expect(complaints('apps/server/src/modules/accounts/accounts.service.ts', '../auth/auth.module.js')).toEqual([
      "module 'accounts' may reach module 'auth' only through its service",
    ]);
    expect(complaints('apps/server/src/modules/auth/auth.service.ts', './auth.module.js')).toEqual([
      "the manifest of module 'auth' is imported only by app.ts and the manifests that need it",
    ]);
    expect(complaints('apps/server/src/main.ts', './modules/auth/auth.module.js')).toEqual([
      "the manifest of module 'auth' is imported only by app.ts and the manifests that need it",
    ]);
    expect(complaints('apps/server/src/modules/accounts/accounts.module.ts', '../auth/auth.repository.js')).toEqual([
      "module 'accounts' may reach module 'auth' only through its service",
    ]);
  });

  it("lets only app/router.tsx import a feature's routes", () => {
    expect(complaints('apps/web/src/app/router.tsx', '../features/exam/exam.routes')).toEqual([]);
    expect(complaints('apps/web/src/app/app.tsx', '../features/exam/exam.routes')).toEqual(["the routes of feature 'exam' are imported only by app/router.tsx"]);
    expect(complaints('apps/web/src/features/exam/pages/exam.page.tsx', '../exam.routes')).toEqual(["the routes of feature 'exam' are imported only by app/router.tsx"]);
  });
});
