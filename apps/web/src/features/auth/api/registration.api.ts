import {
  couponCheck,
  emailExistsCheck,
  phoneExistsCheck,
  studentCreate,
  studentCreateCoupon,
  type CouponRegistrationRequest,
  type PhoneExistsResult,
  type RegistrationResult,
  type StudentRegistrationRequest,
} from '@osk/contract';
import { ApiRequestError, type ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

/** PUT student/create (anonymous): the individual registration request of spec §3. */
export function registerStudent(request: StudentRegistrationRequest): Promise<ApiResult<RegistrationResult>> {
  return apiCall(studentCreate, { body: request });
}

/** PUT student/create/coupon (anonymous): the coupon registration request of spec §3. */
export function registerWithCoupon(request: CouponRegistrationRequest): Promise<ApiResult<RegistrationResult>> {
  return apiCall(studentCreateCoupon, { body: request });
}

/** POST checkIfEmailExists: whether an account uses the address (400 when it is not an address). */
export function checkEmailExists(email: string): Promise<ApiResult<boolean>> {
  return apiCall(emailExistsCheck, { body: { email } });
}

/** POST checkIfPhoneNumberExists: {exists, international}. */
export function checkPhoneNumberExists(phoneNumber: string): Promise<ApiResult<PhoneExistsResult>> {
  return apiCall(phoneExistsCheck, { body: { phoneNumber } });
}

/** GET coupon/checkCoupon/{coupon}: whether the code can be used; null when the check itself failed. */
export async function checkCoupon(coupon: string): Promise<boolean | null> {
  try {
    return await apiCall(couponCheck, { params: { coupon: coupon.trim() } }, { auth: false });
  } catch (error) {
    // A malformed code answers 400: it is not a valid code. A network failure tells nothing.
    if (error instanceof ApiRequestError && error.status === 400) return false;
    return null;
  }
}
