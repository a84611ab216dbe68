import {
  ENDPOINTS,
  PasswordChanged,
  PhoneChangeResult,
  Student,
  type CategoryChangeForm,
  type ChangePasswordRequest,
  type ProfileEditForm,
} from '@osk/contract';
import { apiSend, type ApiResult } from '../../../lib/api/api-client';

/** POST student/update with first and last name, or the category: answers the updated student. */
export function updateStudent(changes: ProfileEditForm | CategoryChangeForm): Promise<ApiResult<Student>> {
  return apiSend('POST', ENDPOINTS.studentUpdate, { json: changes, parser: Student });
}

/** POST changeUserPassword for the logged-in user's own id, with the current password; the user's other sessions end. */
export function changeUserPassword(userId: number, currentPassword: string, newPassword: string): Promise<ApiResult<PasswordChanged>> {
  const body: ChangePasswordRequest = { currentPassword, newPassword, userId };
  return apiSend('POST', ENDPOINTS.changeUserPassword, { json: body, parser: PasswordChanged });
}

/**
 * POST changePhoneNumber: without a code it sends an SMS code to the number; with the code it
 * stores the number. The outcome (SUCCESS, INTERNATIONAL, ERROR, EXISTS) is in the answer's status.
 */
export function changePhoneNumber(phoneNumber: string, code?: string): Promise<ApiResult<PhoneChangeResult>> {
  return apiSend('POST', ENDPOINTS.changePhoneNumber, {
    json: code === undefined ? { phoneNumber } : { phoneNumber, code },
    parser: PhoneChangeResult,
  });
}
