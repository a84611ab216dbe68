import {
  changePhoneNumber as changePhoneNumberEndpoint,
  changeUserPassword as changeUserPasswordEndpoint,
  Student,
  studentUpdate,
  type CategoryChangeForm,
  type ChangePasswordRequest,
  type PasswordChanged,
  type PhoneChangeResult,
  type ProfileEditForm,
} from '@osk/contract';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

/** POST student/update with first and last name, or the category: answers the updated student. */
export function updateStudent(changes: ProfileEditForm | CategoryChangeForm): Promise<ApiResult<Student>> {
  // A learner's update answers the learner's record (the definition also allows a school's learner).
  return apiCall(studentUpdate, { body: changes }, { parser: Student });
}

/** POST changeUserPassword for the logged-in user's own id, with the current password; the user's other sessions end. */
export function changeUserPassword(userId: number, currentPassword: string, newPassword: string): Promise<ApiResult<PasswordChanged>> {
  const body: ChangePasswordRequest = { currentPassword, newPassword, userId };
  return apiCall(changeUserPasswordEndpoint, { body });
}

/**
 * POST changePhoneNumber: without a code it sends an SMS code to the number; with the code it
 * stores the number. The outcome (SUCCESS, INTERNATIONAL, ERROR, EXISTS) is in the answer's status.
 */
export function changePhoneNumber(phoneNumber: string, code?: string): Promise<ApiResult<PhoneChangeResult>> {
  return apiCall(changePhoneNumberEndpoint, { body: code === undefined ? { phoneNumber } : { phoneNumber, code } });
}
