import {
  PKK_DEFAULT_HOURS,
  pkkNeedsTheory,
  type ApiError,
  type DemoCertificate,
  type InstructorCategory,
  type LoginUser,
  type PkkCourseForm,
  type PkkUpdateResult,
  type PreflightResult,
  type TrustedProfileResult,
} from '@osk/contract';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import { apiError, FakeApi, FakeReply, SCHOOL_USER, type FakeCall } from '../../../test/fake-api';

export const PKK_ID = 41;
export const PKK_NUMBER = '12345678901234567890';
export const UNSIGNED_XML = `<?xml version="1.0" encoding="UTF-8"?><AktualizacjaPkk xmlns="urn:test:pkk"><NumerPkk>${PKK_NUMBER}</NumerPkk></AktualizacjaPkk>`;
export const TASK_LIST = '<?xml version="1.0" encoding="UTF-8"?><TaskList xmlns="urn:prawko-osk:szafir:tasklist:1" version="1" sdkVersion="2.0.6"><Task id="pkk-update" type="SIGN"/></TaskList>';

const person = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName, registrationNumber: `R/${id}` });

/** The course form of a PKK of a category (what `GET pkk/course/{id}` answers). */
export function aCourseForm(category: InstructorCategory = 'B', overrides: Partial<PkkCourseForm> = {}): PkkCourseForm {
  const theoryNeeded = pkkNeedsTheory(category);
  const defaults = PKK_DEFAULT_HOURS[category];
  return {
    pkk: {
      id: PKK_ID,
      status: 'IN_PROGRESS_WITH_OSK',
      downloadDate: '2026-10-01T08:00:00Z',
      updateDate: null,
      profile: {
        origin: { number: PKK_NUMBER },
        candidate: {
          firstName: 'Anna',
          lastName: 'Nowak',
          pesel: '02270803628',
          birthDate: '2002-07-08',
          birthPlace: 'Kraków',
          email: null,
          phoneNumber: null,
          address: { street: null, streetNumber: null, suiteNumber: null, city: null, postalCode: null },
          photo: null,
          photoType: null,
          signature: null,
          signatureType: null,
        },
        requestedQualification: { category, constraint: null, type: 'NEW', reason: null },
        parentPermitForMinor: false,
        ownedDocument: { abroadIdentificationDocument: null },
        healthStatements: [],
        bans: [],
        courseCompletionConfirmation: null,
        passedExamConfirmation: null,
        passedTheoreticalExamConfirmation: null,
      },
      oskUpdate: null,
      wordSection: null,
      events: [],
      signatures: [],
    },
    category,
    theoryNeeded,
    defaults: { theoryHours: defaults.theory, practicalHours: defaults.practical },
    instructors: [person(11, 'Piotr', 'Instruktor'), person(12, 'Ewa', 'Jazda')],
    lecturers: theoryNeeded ? [person(21, 'Adam', 'Wykładowca')] : [],
    signers: [
      { id: 3, firstName: 'Jan', lastName: 'Kowalski', schoolId: 5, clientLogin: 'jan.kowalski', defaultSigner: false, pesel: null },
      { id: 4, firstName: 'Maria', lastName: 'Podpisująca', schoolId: 5, clientLogin: 'maria.p', defaultSigner: true, pesel: null },
    ],
    demoCertificate: true,
    ...overrides,
  };
}

export const OK_PREFLIGHT: PreflightResult = { ok: true, findings: [], learner: null, minimum: { theoryHours: 30, practicalHours: 30 } };

function xmlResponse(text: string): Response {
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/xml; charset=utf-8' } });
}

/**
 * A stand-in for the PKK signing calls (contract `// [endpoints: pkk]`) in component tests. Each
 * answer is a field a test may change; `failUpdate` makes the next `pkk/update` answer an error.
 */
export class FakePkkSigningServer {
  form: PkkCourseForm;
  formStatus = 200;
  demoMode = true;
  preflight: (body: Record<string, unknown>) => PreflightResult = () => OK_PREFLIGHT;
  demoCertificate: DemoCertificate | null = null;
  trustedProfileResult: TrustedProfileResult = { status: 'SIGNED', requestBody: 'PHNpZ25lZC8+' };
  failUpdate: { status: number; body: ApiError } | null = null;

  constructor(form: PkkCourseForm = aCourseForm()) {
    this.form = form;
  }

  /** The calls of a path (relative to /api/). */
  calls(path: string): FakeCall[] {
    return this.api.requests.filter((r) => r.path === path);
  }

  private static readonly NOT_FOUND = apiError(404, 'msg.error.pkk.not.found', 'Nie znaleziono.');

  readonly api = new FakeApi()
    .get('pkkCourseForm', ({ params }) => {
      if (this.formStatus !== 200) return apiError(this.formStatus, 'msg.error.pkk.not.found', 'Nie znaleziono.');
      if (Number(params.id) !== this.form.pkk.id) return FakePkkSigningServer.NOT_FOUND;
      return { ...this.form, demoCertificate: this.demoMode };
    })
    .post('pkkPreflight', ({ body }) => this.preflight((body as Record<string, unknown> | undefined) ?? {}))
    .post('pkkXmlUpdate', () => xmlResponse(UNSIGNED_XML))
    .post('pkkTaskList', () => xmlResponse(TASK_LIST))
    .post('pkkDemoCertificate', () => this.demoCertificate ?? apiError(404, 'msg.error.pkk.demo.only', 'Certyfikat testowy jest dostępny tylko w wersji demonstracyjnej.'))
    .post('pkkTrustedProfileStart', { redirectUrl: 'https://pz.example/sign?t=tp-1', token: 'tp-1' })
    .get('pkkTrustedProfileResult', ({ params }) => (params.token === 'tp-1' ? this.trustedProfileResult : apiError(404, 'msg.error.pkk.trusted.profile.expired', 'Sesja wygasła.')))
    .post('pkkUpdate', ({ body }) => {
      if (this.failUpdate) {
        const failure = this.failUpdate;
        this.failUpdate = null;
        return new FakeReply(failure.status, failure.body);
      }
      const request = (body as Record<string, unknown> | undefined) ?? {};
      const result: PkkUpdateResult = {
        pkkNumber: PKK_NUMBER,
        startDate: String(request.startDate),
        endDate: (request.endDate as string | null) ?? null,
        theoryClassHours: Number(request.theoryClassHours),
        theoryClassMinutes: Number(request.theoryClassMinutes),
        practicalClassHours: Number(request.practicalClassHours),
        practicalClassMinutes: Number(request.practicalClassMinutes),
        updaterFirstName: 'Maria',
        updaterLastName: 'Podpisująca',
        instructorRegistrationNumber: null,
        instructorName: null,
        lecturerRegistrationNumber: null,
        lecturerName: null,
        status: 'UPDATED',
        documentSha256: '00',
      };
      return result;
    });

  readonly fetch = this.api.fetch;
}

/** Serves the fake's calls and logs in a school. */
export function servePkkSigning(server: FakePkkSigningServer): void {
  server.api.install();
  setSessionUser(loginUserFixture(SCHOOL_USER) as LoginUser);
}
