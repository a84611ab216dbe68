import type { InternalExamLight } from '@osk/contract';
import { jsonResponse } from '../../../test/app-test-utils';

/** One recorded call. */
export interface Recorded {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  at: number;
}

/** An internal exam of the list, for component tests. */
export function anInternalExam(overrides: Partial<InternalExamLight> = {}): InternalExamLight {
  return {
    id: 31,
    firstName: 'Anna',
    lastName: 'Kowalska',
    category: 'B',
    points: 70,
    pointsAll: 74,
    correctAnswers: 30,
    wrongAnswers: 2,
    totalAnswers: 32,
    passed: true,
    startDate: '2026-11-20T09:00:00.000Z',
    endDate: '2026-11-20T09:25:00.000Z',
    ...overrides,
  };
}

/**
 * A stand-in for the internal exam calls (school document §7) in component tests: the state, the
 * PIN close (409 msg.error.pin.failed on a wrong PIN; 400 with the name fields for a passed exam
 * without names), the list and count, delete and the report download.
 */
export class FakeInternalExamsServer {
  readonly calls: Recorded[] = [];
  pin = '1234';
  passed = true;
  exams: InternalExamLight[] = [anInternalExam(), anInternalExam({ id: 32, firstName: 'Bartosz', lastName: 'Nowak' })];

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/eprawko-rest\//, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    this.calls.push({ method, path, body, at: Date.now() });
    if (path === 'exam/internal/state') return jsonResponse(200, { schoolId: 5, lockedByExamId: null, pinSet: true, defaultPasswordSet: true });
    if (path === 'exam/internal/close') {
      if (!body?.pin) return jsonResponse(400, { code: 'msg.error.invalid.form', message: '', fields: [{ field: 'pin', message: 'PIN', key: 'msg.error.pin.failed' }] });
      if (body.pin !== this.pin) return jsonResponse(409, { code: 'msg.error.pin.failed', message: 'Nieprawidłowy PIN' });
      if (this.passed && (!body.firstName || !body.lastName)) {
        return jsonResponse(400, { code: 'msg.error.invalid.form', message: '', fields: [{ field: 'firstName', message: 'x', key: 'msg.validation.firstName.required' }, { field: 'lastName', message: 'x', key: 'msg.validation.lastName.required' }] });
      }
      return jsonResponse(200, { examId: body.examId, saved: this.passed, passed: this.passed });
    }
    if (path === 'exam/light/show/by/school') return jsonResponse(200, this.exams);
    if (path === 'exam/light/count/by/school') return jsonResponse(200, this.exams.length);
    if (path.startsWith('exam/delete/')) return jsonResponse(200, { deleted: true });
    if (path.startsWith('pdf/exam/')) {
      return new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="raport_egzaminu_44051401359.pdf"' } });
    }
    return jsonResponse(404, { code: 'msg.error.not.found', message: '' });
  };

  callsTo(path: string): Recorded[] {
    return this.calls.filter((c) => c.path === path);
  }
}
