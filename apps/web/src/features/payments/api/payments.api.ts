import {
  checkDiscount as checkDiscountEndpoint,
  paymentCorrection,
  paymentDocument,
  paymentsOfUser,
  paynowCreate,
  payWithCode,
  payWithDiscountCode,
  subscriptionsForSchool,
  subscriptionsForStudent,
  type CodeUseResult,
  type PaymentRedirect,
  type PaymentRequest,
} from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, type ApiResult, type DownloadedFile } from '../../../lib/api/api-client';
import { apiCall, endpointUrl } from '../../../lib/api/endpoint-client';
import { useSessionUser } from '../../../lib/session/session.store';

/** GET subscription/show/for/student/{id}: the catalogue the student may buy (student id). */
export function useSubscriptions(studentId: number | undefined) {
  return useQuery({
    queryKey: ['subscriptions', 'for-student', studentId] as const,
    queryFn: ({ signal }) => apiCall(subscriptionsForStudent, { params: { id: String(studentId) } }, { signal }),
    enabled: studentId !== undefined,
  });
}

/** GET subscription/show/for/school: the offer a school buys for its learners (school document §7). */
export function useSchoolOffer(enabled = true) {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['subscriptions', 'for-school', user?.id] as const,
    queryFn: ({ signal }) => apiCall(subscriptionsForSchool, {}, { signal }),
    enabled: enabled && user?.userType === 'SCHOOL',
  });
}

/** GET payment/show/by/user/{id}: the payment history of the logged-in user (user id). */
export function usePayments() {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['payments', 'by-user', user?.id] as const,
    queryFn: ({ signal }) => apiCall(paymentsOfUser, { params: { id: String(user?.id) } }, { signal }),
    enabled: user !== null,
  });
}

/** GET payment/document/{id}: the receipt or invoice (PDF) of one of the caller's paid payments, as it was mailed. */
export function downloadPaymentDocument(paymentId: number): Promise<ApiResult<DownloadedFile>> {
  return apiDownload(endpointUrl(paymentDocument, { params: { id: paymentId } }));
}

/** GET payment/document/{id}/correction: the correction (KOR) or refund record (KPAR) of one of the caller's refunded payments. */
export function downloadPaymentCorrection(paymentId: number): Promise<ApiResult<DownloadedFile>> {
  return apiDownload(endpointUrl(paymentCorrection, { params: { id: paymentId } }));
}

/** The discount check answers the price after the discount, in grosz (a number, possibly as text). */
const DiscountedAmount = {
  parse(input: unknown): number {
    const value = typeof input === 'string' ? Number(input.trim()) : input;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error('not an amount');
    return value;
  },
};

/**
 * GET coupon/checkDiscount/{code}/{amount} (spec §5): the price in grosz after the code, or null when
 * the code is invalid: an answer equal to the original amount, or any error, means invalid.
 */
export async function checkDiscount(code: string, amountGrosz: number): Promise<number | null> {
  try {
    const discounted = await apiCall(checkDiscountEndpoint, { params: { code: code.trim(), amount: amountGrosz } }, { parser: DiscountedAmount });
    return discounted === amountGrosz ? null : discounted;
  } catch {
    return null;
  }
}

/** POST paynow/create: records the payment and answers where to send the payer. */
export function createPayment(request: PaymentRequest): Promise<ApiResult<PaymentRedirect>> {
  return apiCall(paynowCreate, { body: request });
}

/** A prepaid code (codes/pay) or a promotional code (discount/pay). */
export type CodeKind = 'prepaid' | 'promo';

/**
 * GET subscription/codes/pay/with/{code}/for/{userId} or subscription/discount/pay/with/{code}/for/{userId}:
 * grants access without a payment; null when the code cannot be used.
 */
export async function redeemAccessCode(kind: CodeKind, code: string, userId: number): Promise<CodeUseResult | null> {
  try {
    return await apiCall(kind === 'prepaid' ? payWithCode : payWithDiscountCode, { params: { code: code.trim(), userId } });
  } catch {
    return null;
  }
}
