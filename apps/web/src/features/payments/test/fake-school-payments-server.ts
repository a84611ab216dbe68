import { PaymentRequest, type School, type SchoolSubscription } from '@osk/contract';
import { apiError, FakeApi, forbidden, notFound } from '../../../test/fake-api';
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
  school: School;
  readonly userId: number;
  /** Prepaid codes and the days each adds to the school's stock. */
  readonly codes = new Map<string, number>([['OSK-100', 100]]);

  constructor(userId: number, school: Partial<School> = {}) {
    this.userId = userId;
    this.school = aSchool(school);
  }

  /** The calls whose path (after eprawko-rest/) contains a fragment. */
  calls(fragment: string): Recorded[] {
    return this.api
      .calls()
      .map(({ method, path, body }) => ({ method, path: path.replace(/^eprawko-rest\//, ''), body }))
      .filter((r) => r.path.includes(fragment));
  }

  readonly api = new FakeApi()
    .get('schoolShow', () => this.school)
    .get('subscriptionsForSchool', SCHOOL_OFFER)
    .get('paymentsOfUser', ({ params }) => (Number(params.id) === this.userId ? [] : forbidden()))
    .get('payWithCode', ({ params }) => {
      if (Number(params.userId) !== this.userId) return forbidden();
      const days = this.codes.get(params.code);
      if (days === undefined) return apiError(404, 'msg.warn.cant.use.code', 'no');
      this.codes.delete(params.code);
      this.school = { ...this.school, numberOfDaysOfLearn: this.school.numberOfDaysOfLearn + days };
      return { learningAvailableTill: null, lecturesAvailableTill: null, multiLanguage: false, days: this.school.numberOfDaysOfLearn };
    })
    .post('paynowCreate', ({ body }) => {
      const parsed = PaymentRequest.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return apiError(400, issue?.message ?? 'msg.validation.invalid', 'invalid', [{ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' }]);
      }
      const request = parsed.data;
      if (request.userId !== this.userId) return forbidden();
      const chosen = SCHOOL_OFFER.find((o) => o.id === request.subscriptionId);
      if (!chosen) return notFound();
      if (!this.school.nip) return apiError(400, 'msg.payments.school.nip.missing', 'nip');
      const quantity = request.quantity ?? 1;
      if (chosen.withBook && quantity > this.school.numberOfBooks) return apiError(400, 'msg.payments.school.books.needed', 'books');
      if (chosen.withLectures && !this.school.canAddLecture) return apiError(403, 'msg.error.lectures.not.allowed', 'lectures');
      return { redirectUrl: `https://paywall.example/pay/${chosen.id}x${quantity}` };
    });

  readonly fetch = this.api.fetch;
}
