import { PaymentRequest, type School, type SchoolSubscription } from '@osk/contract';
import { jsonResponse } from '../../../test/app-test-utils';
import { aSchool } from '../../../test/school.fixture';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

function offer(id: number, accessType: 'LONG' | 'SHORT', days: number, grosz: number, withBook: boolean, withLectures: boolean): SchoolSubscription {
  return { id, type: 'ONLINE', subscriptionType: 'TIMEBASED', numberOfDays: days, price: grosz / 100, priceGrosz: grosz, multiLanguage: false, discountAvailable: false, accessType, withBook, withLectures };
}

/** The school offer of school document §9: LONG 120 days 18 zł, 6 zł with a book, +5 zł e-lectures; SHORT 30 days. */
export const SCHOOL_OFFER: SchoolSubscription[] = [
  offer(21, 'SHORT', 30, 900, false, false),
  offer(11, 'LONG', 120, 1800, false, false),
  offer(12, 'LONG', 120, 600, true, false),
  offer(13, 'LONG', 120, 2300, false, true),
  offer(14, 'LONG', 120, 1100, true, true),
];

/**
 * A stand-in for the server's school payment calls (school document §7): school/show, the offer,
 * paynow/create with the server's checks (quantity, books in stock, e-lectures allowed, NIP), the
 * prepaid code and the payment history. Another user's id is refused with 403 as the server does.
 */
export class FakeSchoolPaymentsServer {
  readonly requests: Recorded[] = [];
  school: School;
  readonly userId: number;
  /** Prepaid codes and the days each adds to the school's stock. */
  readonly codes = new Map<string, number>([['OSK-100', 100]]);

  constructor(userId: number, school: Partial<School> = {}) {
    this.userId = userId;
    this.school = aSchool(school);
  }

  calls(fragment: string): Recorded[] {
    return this.requests.filter((r) => r.path.includes(fragment));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.replace(/^\/api\/eprawko-rest\//, '');
    this.requests.push({ method, path, body });
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === 'school/show') return jsonResponse(200, this.school);
    if (method === 'GET' && path === 'subscription/show/for/school') return jsonResponse(200, SCHOOL_OFFER);
    if (method === 'GET' && (m = /^payment\/show\/by\/user\/(\d+)$/.exec(path))) {
      return Number(m[1]) === this.userId ? jsonResponse(200, []) : jsonResponse(403, { code: 'msg.error.forbidden', message: 'forbidden' });
    }
    if (method === 'GET' && (m = /^subscription\/codes\/pay\/with\/([^/]+)\/for\/(\d+)$/.exec(path))) {
      if (Number(m[2]) !== this.userId) return jsonResponse(403, { code: 'msg.error.forbidden', message: 'forbidden' });
      const days = this.codes.get(decodeURIComponent(m[1] ?? ''));
      if (days === undefined) return jsonResponse(404, { code: 'msg.warn.cant.use.code', message: 'no' });
      this.codes.delete(decodeURIComponent(m[1] ?? ''));
      this.school = { ...this.school, numberOfDaysOfLearn: this.school.numberOfDaysOfLearn + days };
      return jsonResponse(200, { learningAvailableTill: null, lecturesAvailableTill: null, multiLanguage: false, days: this.school.numberOfDaysOfLearn });
    }
    if (method === 'POST' && path === 'paynow/create') {
      const parsed = PaymentRequest.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return jsonResponse(400, { code: issue?.message ?? 'msg.validation.invalid', message: 'invalid', fields: [{ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' }] });
      }
      const request = parsed.data;
      if (request.userId !== this.userId) return jsonResponse(403, { code: 'msg.error.forbidden', message: 'forbidden' });
      const chosen = SCHOOL_OFFER.find((o) => o.id === request.subscriptionId);
      if (!chosen) return jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
      if (!this.school.nip) return jsonResponse(400, { code: 'msg.payments.school.nip.missing', message: 'nip' });
      const quantity = request.quantity ?? 1;
      if (chosen.withBook && quantity > this.school.numberOfBooks) return jsonResponse(400, { code: 'msg.payments.school.books.needed', message: 'books' });
      if (chosen.withLectures && !this.school.canAddLecture) return jsonResponse(403, { code: 'msg.error.lectures.not.allowed', message: 'lectures' });
      return jsonResponse(200, { redirectUrl: `https://paywall.example/pay/${chosen.id}x${quantity}` });
    }
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
  };
}
