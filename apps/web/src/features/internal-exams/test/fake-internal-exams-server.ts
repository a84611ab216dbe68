import type { InternalExamLight } from '@osk/contract';
import { apiError, FakeApi, fileResponse, invalidFields } from '../../../test/fake-api';

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
  pin = '1234';
  passed = true;
  exams: InternalExamLight[] = [anInternalExam(), anInternalExam({ id: 32, firstName: 'Bartosz', lastName: 'Nowak' })];

  readonly api = new FakeApi()
    .get('examInternalState', { schoolId: 5, lockedByExamId: null, pinSet: true, defaultPasswordSet: true })
    .post('examInternalClose', ({ body }) => {
      const request = body as Record<string, unknown> | undefined;
      if (!request?.pin) return invalidFields([{ field: 'pin', key: 'msg.error.pin.failed', message: 'PIN' }]);
      if (request.pin !== this.pin) return apiError(409, 'msg.error.pin.failed', 'Nieprawidłowy PIN');
      if (this.passed && (!request.firstName || !request.lastName)) {
        return invalidFields([
          { field: 'firstName', key: 'msg.validation.firstName.required', message: 'x' },
          { field: 'lastName', key: 'msg.validation.lastName.required', message: 'x' },
        ]);
      }
      return { examId: Number(request.examId), saved: this.passed, passed: this.passed };
    })
    .post('examLightShowBySchool', () => this.exams)
    .post('examLightCountBySchool', () => this.exams.length)
    .get('examDelete', { deleted: true })
    .get('pdfInternalExam', () => fileResponse('raport_egzaminu_44051401359.pdf'));

  readonly fetch = this.api.fetch;

  /** Every call, its path after eprawko-rest/. */
  get calls(): Recorded[] {
    return this.api.calls().map(({ method, path, body, at }) => ({ method, path: path.replace(/^eprawko-rest\//, ''), body: (body as Record<string, unknown> | undefined) ?? null, at }));
  }

  callsTo(path: string): Recorded[] {
    return this.calls.filter((c) => c.path === path);
  }
}
