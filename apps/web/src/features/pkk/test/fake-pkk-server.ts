import type { ApiError, LoginUser, PkkDetail, PkkListItem, PkkPreview, PkkSchoolInfo, PkkStatus, School, Signer, SignerRequest } from '@osk/contract';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import { apiError, FakeApi, FakeReply, forbidden, SCHOOL_USER, type FakeCall } from '../../../test/fake-api';
import { aSchool } from '../../../test/school.fixture';

/** Valid PESEL numbers (checksums right). */
export const PESEL_A = '90010112349';
export const PESEL_B = '02210312342';
export const PESEL_C = '85122434568';

/** A 20-digit PKK number ending with the id. */
export function pkkNumber(id: number): string {
  return `20260000000000${String(id).padStart(6, '0')}`;
}

export function aPkkItem(id: number, status: PkkStatus = 'IN_PROGRESS_WITH_OSK', overrides: Partial<PkkListItem> = {}): PkkListItem {
  return {
    id,
    number: pkkNumber(id),
    pesel: PESEL_A,
    firstName: `Anna${id}`,
    lastName: `Nowak${id}`,
    categoryName: 'B',
    status,
    downloadDate: '2026-03-02T09:15:00.000Z',
    updateDate: null,
    ...overrides,
  };
}

export function aSigner(id: number, overrides: Partial<Signer> = {}): Signer {
  return { id, firstName: `Jan${id}`, lastName: `Podpisujący${id}`, schoolId: 5, clientLogin: `login${id}`, defaultSigner: false, pesel: null, ...overrides };
}

/** A realistic full profile (candidate, request, health, bans, OSK part, county office part, history, audit). */
export function aPkkDetail(id: number, status: PkkStatus = 'IN_PROGRESS_WITH_OSK', overrides: Partial<PkkDetail> = {}): PkkDetail {
  return {
    id,
    status,
    downloadDate: '2026-03-02T09:15:00.000Z',
    updateDate: '2026-04-10T12:30:00.000Z',
    profile: {
      origin: { number: pkkNumber(id) },
      candidate: {
        firstName: 'Anna',
        lastName: 'Nowak',
        pesel: PESEL_A,
        birthDate: '1990-01-01',
        birthPlace: 'Kraków',
        email: 'anna.nowak@example.com',
        phoneNumber: '600100200',
        address: { street: 'Długa', streetNumber: '5', suiteNumber: '12', city: 'Warszawa', postalCode: '00-950' },
        photo: 'PHN2Zy8+',
        photoType: 'image/svg+xml',
        signature: 'iVBORw0KGgo=',
        signatureType: 'image/png',
      },
      requestedQualification: { category: 'B', constraint: null, type: 'UZYSKANIE_UPRAWNIEN', reason: null },
      parentPermitForMinor: false,
      ownedDocument: { abroadIdentificationDocument: null },
      healthStatements: [
        { type: 'LEKARSKIE', recordNumber: 'ORZ/12/2026', issueDate: '2026-01-15', nextExaminationDate: '2036-01-15', constraints: ['01.01'] },
      ],
      bans: [
        {
          type: 'ZAKAZ_PROWADZENIA',
          issuingAuthority: 'Sąd Rejonowy Warszawa',
          categoryAssignments: [{ type: 'ZAKAZ', category: 'A', constraint: null, obtainDate: '2020-05-01', revocationDate: '2021-05-01', comment: 'wygasł' }],
        },
      ],
      courseCompletionConfirmation: { date: '2026-04-01', category: 'B', issuer: 'OSK Zebra' },
      passedExamConfirmation: null,
      passedTheoreticalExamConfirmation: null,
    },
    oskUpdate: {
      school: { name: 'OSK Zebra', registryNumber: '00121465' },
      course: {
        categories: ['B'],
        startDate: '2026-03-05',
        endDate: '2026-04-01',
        instructorRecordNumber: '01234',
        lecturerRecordNumber: '05678',
        practicalClassHours: 30,
        practicalClassMinutes: 5,
        theoryClassHours: 30,
        theoryClassMinutes: 0,
      },
      updateDate: '2026-04-10T12:30:00.000Z',
    },
    wordSection: {
      exams: [{ examType: 'TEORETYCZNY', category: 'B', examResult: 'POZYTYWNY', examiner: 'Marek Egzaminator', endDate: '2026-04-20' }],
      suspensions: [],
      organizationUnit: { name: 'Starostwo Powiatowe w Piasecznie', number: '1418' },
      updater: 'Urzędnik Starostwa',
      updateDate: '2026-04-21T08:00:00.000Z',
      history: [{ date: '2026-02-20', description: 'Wygenerowano profil kandydata' }],
    },
    events: [
      { id: 1, updateDate: '2026-03-02T09:15:00.000Z', type: 'IMPORTED', startDate: null, endDate: null, instructor: null, lecturer: null, practicalClassHours: null, practicalClassMinutes: null, theoryClassHours: null, theoryClassMinutes: null, comments: null, signer: null },
      {
        id: 2,
        updateDate: '2026-04-10T12:30:00.000Z',
        type: 'UPDATED',
        startDate: '2026-03-05',
        endDate: '2026-04-01',
        instructor: 'Piotr Instruktor',
        lecturer: 'Ewa Wykładowca',
        practicalClassHours: 30,
        practicalClassMinutes: 5,
        theoryClassHours: 30,
        theoryClassMinutes: 0,
        comments: 'kurs zakończony',
        signer: 'Jan Podpisujący',
      },
    ],
    signatures: [
      {
        signedAt: '2026-04-10T12:29:00.000Z',
        method: 'DEMO_CERTIFICATE',
        signer: 'Jan Podpisujący',
        userLogin: 'login1',
        certificateSubject: 'CN=Jan Podpisujący,SERIALNUMBER=PNOPL-85122434568',
        certificateIssuer: 'CN=Demo CA',
        certificateSerial: '0a1b2c',
        documentSha256: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef567890',
      },
    ],
    ...overrides,
  };
}

const PAGE = 10;
function page<T>(items: T[], number: number, size = PAGE) {
  const totalPages = Math.ceil(items.length / size);
  return { content: items.slice(number * size, number * size + size), totalPages, totalElements: items.length, size, last: number >= totalPages - 1, number, first: number === 0, empty: items.length === 0 };
}

/**
 * A stand-in for the PKK calls (school document §7 "Signers and PKK") in component tests, following
 * the contract: school/show, pkk/school/{id}/info, POST pkk/school/{id} (filters and pages), pkk/{id},
 * pkk/preview, pkk/query, pkk/return, pkk/remove, pkk/complementary, pkk/returnToIssuingAuthority and
 * the signer calls. `fail(path, status, body)` makes the next call of that path answer an error.
 */
export class FakePkkServer {
  school: School = aSchool({ canUsePkk: true });
  info: PkkSchoolInfo = { registryNumber: '00121465', canUsePkk: true, signers: 2 };
  items: PkkListItem[] = [];
  details = new Map<number, PkkDetail>();
  preview: PkkPreview | null = null;
  signers: Signer[] = [aSigner(1, { defaultSigner: true }), aSigner(2)];
  private nextSignerId = 50;

  /** The next call of the path (relative to /api/) answers this error. */
  fail(path: string, status: number, body: ApiError): void {
    this.api.failNextAt(path, new FakeReply(status, body));
  }

  /** The calls whose path (relative to /api/) starts with a fragment. */
  calls(fragment: string): FakeCall[] {
    return this.api.requests.filter((r) => r.path.startsWith(fragment));
  }

  private signerAt(id: string): Signer | undefined {
    return this.signers.find((s) => s.id === Number(id));
  }

  private itemOf(query: URLSearchParams): PkkListItem | undefined {
    return this.items.find((i) => i.number === query.get('pkkId'));
  }

  /** The detail of the profile a call names (pkkId), with the status the call leaves it in. */
  private detailAfter(query: URLSearchParams, status: PkkStatus): PkkDetail {
    const item = this.itemOf(query);
    const id = item?.id ?? Number(query.get('pkkId')?.slice(-6) ?? 1);
    return { ...(this.details.get(id) ?? aPkkDetail(id)), status };
  }

  private static readonly SIGNER_NOT_FOUND = apiError(404, 'msg.error.pkk.signer.not.found', 'Nie znaleziono wybranej osoby upoważnionej.');
  private static readonly PKK_NOT_FOUND = apiError(404, 'msg.error.pkk.not.found', 'Nie znaleziono profilu kandydata o podanych danych.');

  readonly api = new FakeApi()
    .get('schoolShow', () => this.school)
    .get('pkkSchoolInfo', ({ params }) => (Number(params.schoolId) === this.school.id ? this.info : forbidden()))
    .post('pkkRegistry', ({ params, query: q, body }) => {
      if (Number(params.schoolId) !== this.school.id) return forbidden();
      const filter = (body ?? {}) as Record<string, string | undefined>;
      const matches = this.items.filter(
        (i) =>
          (!filter.number || i.number.includes(filter.number)) &&
          (!filter.pesel || (i.pesel ?? '').includes(filter.pesel)) &&
          (!filter.firstName || i.firstName.toLowerCase().includes(filter.firstName.toLowerCase())) &&
          (!filter.lastName || i.lastName.toLowerCase().includes(filter.lastName.toLowerCase())),
      );
      return page(matches, Number(q.get('pageNumber') ?? 0), Number(q.get('pageSize') ?? PAGE));
    })
    .get('signers', ({ query: q }) => page(this.signers, Number(q.get('pageNumber') ?? 0)))
    .post('signers', ({ body }) => {
      const request = body as SignerRequest;
      const signer = aSigner(this.nextSignerId++, { firstName: request.firstName, lastName: request.lastName, clientLogin: request.clientLogin, defaultSigner: request.defaultSigner ?? false, pesel: request.pesel ?? null });
      this.signers = [...this.signers, signer];
      return signer;
    })
    .delete('signer', ({ params }) => {
      if (!this.signerAt(params.id)) return FakePkkServer.SIGNER_NOT_FOUND;
      this.signers = this.signers.filter((s) => s.id !== Number(params.id));
      return undefined;
    })
    .put('signer', ({ params, body }) => {
      const existing = this.signerAt(params.id);
      if (!existing) return FakePkkServer.SIGNER_NOT_FOUND;
      const request = body as SignerRequest;
      const updated = { ...existing, ...request, defaultSigner: request.defaultSigner ?? false, pesel: request.pesel ?? null };
      this.signers = this.signers.map((s) => (s.id === existing.id ? updated : s));
      return updated;
    })
    .get('pkkPreview', () => this.preview ?? FakePkkServer.PKK_NOT_FOUND)
    .get('pkkQuery', ({ query: q }) => {
      const item = this.items.find((i) => i.number === q.get('pkkId'));
      if (!item) return FakePkkServer.PKK_NOT_FOUND;
      return this.details.get(item.id) ?? aPkkDetail(item.id, item.status);
    })
    // As the server: the profile's detail after the change (pkk/remove of a released one: no body).
    .get('pkkReturn', ({ query: q }) => this.detailAfter(q, 'RELEASED'))
    .get('pkkRemove', ({ query: q }) => (this.itemOf(q)?.status === 'COMPLEMENTARY_COURSE' ? this.detailAfter(q, 'UPDATED') : new Response(null, { status: 204 })))
    .get('pkkComplementary', ({ query: q }) => this.detailAfter(q, 'COMPLEMENTARY_COURSE'))
    .post('pkkReturnToAuthority', ({ query: q }) => this.detailAfter(q, 'RELEASED'))
    .get('pkk', ({ params }) => this.details.get(Number(params.id)) ?? apiError(404, 'msg.error.pkk.load', 'Błąd wczytywania PKK'));

  readonly fetch = this.api.fetch;
}

/** Serves the fake's calls and logs in the school's user. */
export function servePkk(server: FakePkkServer): void {
  server.api.install();
  setSessionUser(loginUserFixture(SCHOOL_USER) as LoginUser);
}
