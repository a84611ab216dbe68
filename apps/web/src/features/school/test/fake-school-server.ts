import type { ApiError, Guardian, School } from '@osk/contract';
import { apiError, FakeApi, forbidden, notFound, withStatus, type FakeReply } from '../../../test/fake-api';
import { aSchool } from '../../../test/school.fixture';

export { aSchool };

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/** A logo upload's file as the fake received it. */
export interface ReceivedFile {
  name: string;
  size: number;
}

/**
 * A stand-in for the school calls of the server (school document §7) in component tests: one school
 * that the saves change, its guardian, the logo upload, the PIN check (409 on a wrong old PIN) and
 * the school registration. `failNext` makes the next write answer an error.
 */
export class FakeSchoolServer {
  school: School;
  guardian: Guardian = { id: 2, name: 'Anna Opiekun', phoneNumber: '22 100 20 30', email: 'opiekun@example.com' };
  /** The current PIN (the answer only says whether one is set). */
  pin: string | null;
  /** E-mails already registered (school/create answers 409 for them). */
  readonly usedEmails = new Set<string>(['zajety@example.com']);
  /** NIPs of registered schools (school/create warns with 409 unless the owner confirms). */
  readonly registeredNips = new Set<string>(['5260250274']);
  readonly failNext: Array<{ status: number; code: string; message?: string }> = [];
  /** The SMS code the phone change expects. */
  smsCode = '123456';
  private logoCounter = 0;

  constructor(school: Partial<School> = {}, pin: string | null = '1234') {
    this.school = aSchool({ pinSet: pin !== null, ...school });
    this.pin = pin;
  }

  /** The calls whose path (after eprawko-rest/) contains a fragment; a logo upload's body is its file. */
  calls(fragment: string): Recorded[] {
    return this.api
      .calls()
      .map(({ method, path, body }) => ({ method, path: path.replace(/^eprawko-rest\//, ''), body: body instanceof FormData ? receivedFile(body) : body }))
      .filter((r) => r.path.includes(fragment));
  }

  /** The next write answers the first of failNext, if any. */
  private failure(): FakeReply<ApiError> | null {
    const next = this.failNext.shift();
    return next ? apiError(next.status, next.code, next.message ?? next.code) : null;
  }

  readonly api = new FakeApi()
    .get('schoolShow', () => this.school)
    .get('guardianGet', ({ params }) => (Number(params.guardianId) === this.guardian.id ? this.guardian : notFound()))
    .post('schoolUpdate', ({ body }) => {
      const failure = this.failure();
      if (failure) return failure;
      const request = body as Pick<School, 'name' | 'nip' | 'address' | 'billingAddress' | 'sendInvoices' | 'sendInvoicesToMainEmail' | 'billingEmail'>;
      this.school = { ...this.school, ...request, billingEmail: request.billingEmail || null };
      return this.school;
    })
    .post('schoolUpdatePin', ({ body }) => {
      const failure = this.failure();
      if (failure) return failure;
      const request = body as { newPin: string; oldPin?: string | null };
      if (this.pin !== null && request.oldPin !== this.pin) return apiError(409, 'msg.error.pin.failed.old.dont.match', 'Stary PIN się nie zgadza.');
      this.pin = request.newPin;
      this.school = { ...this.school, pinSet: true };
      return this.school;
    })
    .post('schoolUpdateDefaultPassword', () => {
      const failure = this.failure();
      if (failure) return failure;
      this.school = { ...this.school, defaultPasswordSet: true };
      return this.school;
    })
    .post('schoolUpdateReadinessThreshold', ({ body }) => {
      const failure = this.failure();
      if (failure) return failure;
      const { readinessThreshold } = body as { readinessThreshold: number | null };
      // As the server: a whole number 0-100 or null, else 400 on the field.
      if (readinessThreshold !== null && !(Number.isInteger(readinessThreshold) && readinessThreshold >= 0 && readinessThreshold <= 100)) {
        return apiError(400, 'msg.error.invalid.form', 'Popraw błędne pola!', [{ field: 'readinessThreshold', key: 'msg.validation.readiness.threshold', message: 'Próg gotowości musi być liczbą całkowitą od 0 do 100.' }]);
      }
      this.school = { ...this.school, readinessThreshold };
      return this.school;
    })
    .post('schoolUpdateProperties', ({ body }) => {
      const failure = this.failure();
      if (failure) return failure;
      const request = body as Pick<School, 'booksAlertLevel' | 'sendInvoices' | 'sendInvoicesToMainEmail' | 'billingEmail' | 'settings'>;
      this.school = { ...this.school, ...request, billingEmail: request.billingEmail || null };
      return this.school;
    })
    .post('logoUpload', ({ params }) => {
      const failure = this.failure();
      if (failure) return failure;
      if (Number(params.schoolId) !== this.school.id) return forbidden();
      this.logoCounter += 1;
      const logoFilename = `${String(this.logoCounter).padStart(32, 'a')}.png`;
      this.school = { ...this.school, logoFilename };
      return { logoFilename };
    })
    .post('changePhoneNumber', ({ body }) => {
      const failure = this.failure();
      if (failure) return failure;
      const request = body as { phoneNumber: string; code?: string };
      if (request.code === undefined) return { status: 'SUCCESS' as const, phoneNumber: request.phoneNumber, codeSent: true };
      if (request.code !== this.smsCode) return { status: 'ERROR' as const, phoneNumber: request.phoneNumber, codeSent: false };
      this.school = { ...this.school, phoneNumber: request.phoneNumber };
      return { status: 'SUCCESS' as const, phoneNumber: request.phoneNumber, codeSent: false };
    })
    .post('schoolCreate', ({ body }) => {
      const failure = this.failure();
      if (failure) return failure;
      const request = body as { email: string; nip: string; confirmDuplicateNip?: boolean };
      if (this.usedEmails.has(request.email)) return apiError(409, 'msg.validation.email.already.used', 'Adres jest już używany.');
      // As the server does: the NIP's digits, whatever dashes or spaces were typed.
      const nip = request.nip.replace(/[\s-]/g, '');
      if (this.registeredNips.has(nip) && request.confirmDuplicateNip !== true) {
        const warning = 'msg.validation.nip.already.registered';
        return apiError(409, warning, 'NIP zarejestrowany', [{ field: 'nip', message: warning }]);
      }
      this.registeredNips.add(nip);
      this.usedEmails.add(request.email);
      return withStatus(201, { status: 'CREATED' as const, email: request.email, phoneSaved: true, learningAvailableTill: null });
    });

  readonly fetch = this.api.fetch;
}

function receivedFile(body: FormData): ReceivedFile | null {
  const file = body.get('file');
  return file instanceof File ? { name: file.name, size: file.size } : null;
}
