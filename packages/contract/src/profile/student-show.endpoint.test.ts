import { describe, expect, it } from 'vitest';
import { ENDPOINT_DEFINITIONS } from '../endpoint-table.js';
import { PROFILE_ENDPOINTS, studentShow as reExported } from './profile.endpoints.js';
import { studentShow } from './student-show.endpoint.js';

describe('GET student/show in a module of its own (issue 19)', () => {
  it('is the same definition through profile.endpoints and stays among the registered calls', () => {
    expect(reExported).toBe(studentShow);
    expect(PROFILE_ENDPOINTS).toContain(studentShow);
    expect(ENDPOINT_DEFINITIONS).toContain(studentShow);
    expect([studentShow.method, studentShow.path]).toEqual(['GET', 'eprawko-rest/student/show']);
  });
});
