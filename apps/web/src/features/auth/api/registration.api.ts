import {
  BooleanAnswer,
  ENDPOINTS,
  PhoneExistsResult,
  RegistrationResult,
  type CouponRegistrationRequest,
  type StudentRegistrationRequest,
} from '@osk/contract';
import { ApiRequestError, apiGet, apiSend, type ApiResult } from '../../../lib/api/api-client';

/** PUT student/create (anonymous): the individual registration request of spec §3. */
export function registerStudent(request: StudentRegistrationRequest): Promise<ApiResult<RegistrationResult>> {
  return apiSend('PUT', ENDPOINTS.studentCreate, { json: request, parser: RegistrationResult });
}

/** PUT student/create/coupon (anonymous): the coupon registration request of spec §3. */
export function registerWithCoupon(request: CouponRegistrationRequest): Promise<ApiResult<RegistrationResult>> {
  return apiSend('PUT', ENDPOINTS.studentCreateCoupon, { json: request, parser: RegistrationResult });
}

/** POST checkIfEmailExists: whether an account uses the address (400 when it is not an address). */
export function checkEmailExists(email: string): Promise<ApiResult<boolean>> {
  return apiSend('POST', ENDPOINTS.checkIfEmailExists, { json: { email }, parser: BooleanAnswer });
}

/** POST checkIfPhoneNumberExists: {exists, international}. */
export function checkPhoneNumberExists(phoneNumber: string): Promise<ApiResult<PhoneExistsResult>> {
  return apiSend('POST', ENDPOINTS.checkIfPhoneNumberExists, { json: { phoneNumber }, parser: PhoneExistsResult });
}

/** GET coupon/checkCoupon/{coupon}: whether the code can be used; null when the check itself failed. */
export async function checkCoupon(coupon: string): Promise<boolean | null> {
  try {
    return await apiGet(ENDPOINTS.checkCoupon.replace('{coupon}', encodeURIComponent(coupon.trim())), { parser: BooleanAnswer, auth: false });
  } catch (error) {
    // A malformed code answers 400: it is not a valid code. A network failure tells nothing.
    if (error instanceof ApiRequestError && error.status === 400) return false;
    return null;
  }
}
