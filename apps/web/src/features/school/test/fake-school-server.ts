import type { Guardian, School } from '@osk/contract';
import { jsonResponse } from '../../../test/app-test-utils';
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
  readonly requests: Recorded[] = [];
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

  /** The calls whose path contains a fragment. */
  calls(fragment: string): Recorded[] {
    return this.requests.filter((r) => r.path.includes(fragment));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    let body: unknown;
    if (typeof init?.body === 'string') body = JSON.parse(init.body) as unknown;
    else if (init?.body instanceof FormData) {
      const file = init.body.get('file');
      body = file instanceof File ? ({ name: file.name, size: file.size } satisfies ReceivedFile) : null;
    }
    const path = url.replace(/^\/api\/eprawko-rest\//, '');
    this.requests.push({ method, path, body });
    if (method !== 'GET') {
      const failure = this.failNext.shift();
      if (failure) return jsonResponse(failure.status, { code: failure.code, message: failure.message ?? failure.code });
    }
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === 'school/show') return jsonResponse(200, this.school);
    if (method === 'GET' && (m = /^guardian\/get\/(\d+)$/.exec(path))) {
      return Number(m[1]) === this.guardian.id ? jsonResponse(200, this.guardian) : jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
    }
    if (method === 'POST' && path === 'school/update') {
      const request = body as Pick<School, 'name' | 'nip' | 'address' | 'billingAddress' | 'sendInvoices' | 'sendInvoicesToMainEmail' | 'billingEmail'>;
      this.school = { ...this.school, ...request, billingEmail: request.billingEmail || null };
      return jsonResponse(200, this.school);
    }
    if (method === 'POST' && path === 'school/updatePin') {
      const request = body as { newPin: string; oldPin?: string | null };
      if (this.pin !== null && request.oldPin !== this.pin) {
        return jsonResponse(409, { code: 'msg.error.pin.failed.old.dont.match', message: 'Stary PIN się nie zgadza.' });
      }
      this.pin = request.newPin;
      this.school = { ...this.school, pinSet: true };
      return jsonResponse(200, this.school);
    }
    if (method === 'POST' && path === 'school/updateDefaultPassword') {
      this.school = { ...this.school, defaultPasswordSet: true };
      return jsonResponse(200, this.school);
    }
    if (method === 'POST' && path === 'school/updateProperties') {
      const request = body as Pick<School, 'booksAlertLevel' | 'sendInvoices' | 'sendInvoicesToMainEmail' | 'billingEmail' | 'settings'>;
      this.school = { ...this.school, ...request, billingEmail: request.billingEmail || null };
      return jsonResponse(200, this.school);
    }
    if (method === 'POST' && (m = /^media\/logo\/upload\/(\d+)$/.exec(path))) {
      if (Number(m[1]) !== this.school.id) return jsonResponse(403, { code: 'msg.error.forbidden', message: 'forbidden' });
      this.logoCounter += 1;
      const logoFilename = `${String(this.logoCounter).padStart(32, 'a')}.png`;
      this.school = { ...this.school, logoFilename };
      return jsonResponse(200, { logoFilename });
    }
    if (method === 'POST' && path === 'changePhoneNumber') {
      const request = body as { phoneNumber: string; code?: string };
      if (request.code === undefined) return jsonResponse(200, { status: 'SUCCESS', phoneNumber: request.phoneNumber, codeSent: true });
      if (request.code !== this.smsCode) return jsonResponse(200, { status: 'ERROR', phoneNumber: request.phoneNumber, codeSent: false });
      this.school = { ...this.school, phoneNumber: request.phoneNumber };
      return jsonResponse(200, { status: 'SUCCESS', phoneNumber: request.phoneNumber, codeSent: false });
    }
    if (method === 'POST' && path === 'school/create') {
      const request = body as { email: string; nip: string; confirmDuplicateNip?: boolean };
      if (this.usedEmails.has(request.email)) {
        return jsonResponse(409, { code: 'msg.validation.email.already.used', message: 'Adres jest już używany.' });
      }
      // As the server does: the NIP's digits, whatever dashes or spaces were typed.
      const nip = request.nip.replace(/[\s-]/g, '');
      if (this.registeredNips.has(nip) && request.confirmDuplicateNip !== true) {
        const warning = 'msg.validation.nip.already.registered';
        return jsonResponse(409, { code: warning, message: 'NIP zarejestrowany', fields: [{ field: 'nip', message: warning }] });
      }
      this.registeredNips.add(nip);
      this.usedEmails.add(request.email);
      return jsonResponse(201, { status: 'CREATED', email: request.email, phoneSaved: true, learningAvailableTill: null });
    }
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
  };
}
