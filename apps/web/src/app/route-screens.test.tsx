import { describe, expect, it } from 'vitest';
import { screensAt } from './route-screens';
import { appRoutes } from './router';

describe('screensAt', () => {
  it('finds the lazily loaded page of a learner route, inside its guard', () => {
    expect(screensAt(appRoutes, '/learn/choose')).toHaveLength(1);
    expect(screensAt(appRoutes, '/exam/choose')).toHaveLength(1);
    expect(screensAt(appRoutes, '/exam/exam/demo')).toHaveLength(1);
  });

  it('finds nothing on the home page, which ships with the first load', () => {
    expect(screensAt(appRoutes, '/')).toEqual([]);
  });
});
