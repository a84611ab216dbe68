import {
  attachActionConfirm,
  attachActionGet,
  attachActionReject,
  backToEprawko,
  emailExistsCheck,
  loginUuid,
  partnerPlatform,
  schoolFinishPartial,
  schoolNameGet,
  schoolPartial,
  schoolPublicGet,
  socialAccounts,
  socialRemove,
  type AttachAction,
  type LoginUser,
  type PartnerPlatformTarget,
  type FinishPartialRegistrationRequest,
  type PartialRegistration,
  type SocialProvider,
} from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, type ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';
import { useSessionUser } from '../../../lib/session/session.store';

/** POST school/partial {uuid}: the partial registration of a link (anonymous). */
export function usePartialRegistration(uuid: string) {
  return useQuery({
    queryKey: ['school-links', 'partial', uuid],
    queryFn: async () => {
      const result = await apiCall(schoolPartial, { body: { uuid } }, { sessionId: null });
      if (!result.ok) throw new ApiRequestError(result.status, result.error);
      return result.data;
    },
    retry: false,
  });
}

/** POST school/finish/student/partial {user, student, uuid, repeatPassword}. */
export function finishPartialRegistration(body: FinishPartialRegistrationRequest): Promise<ApiResult<PartialRegistration>> {
  return apiCall(schoolFinishPartial, { body }, { sessionId: null });
}

/** POST checkIfEmailExists {email}: whether an account uses the address (false when the check fails). */
export async function checkEmailExists(email: string): Promise<boolean> {
  const result = await apiCall(emailExistsCheck, { body: { email } }, { sessionId: null });
  return result.ok && result.data;
}

/** A public read of what a link shows of its school (no login, no retry); idle until the school is known. */
function useSchoolRead<T>(name: 'school-name' | 'school-public', schoolId: number | null, read: (id: number, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: ['school-links', name, schoolId],
    queryFn: ({ signal }) => read(schoolId ?? 0, signal),
    enabled: schoolId !== null,
    retry: false,
  });
}

/** GET school/name/{schoolId} (plain text, public). */
export function useSchoolName(schoolId: number | null) {
  return useSchoolRead('school-name', schoolId, (id, signal) => apiCall(schoolNameGet, { params: { schoolId: id } }, { auth: false, signal }));
}

/** GET school/public/{id}: a school's public contact data. */
export function usePublicSchool(schoolId: number | null) {
  return useSchoolRead('school-public', schoolId, (id, signal) => apiCall(schoolPublicGet, { params: { id } }, { auth: false, signal }));
}

/** GET action/get/{uuid}: an invitation of the logged-in learner. */
export function useAttachAction(uuid: string) {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['school-links', 'action', user?.id, uuid],
    queryFn: ({ signal }) => apiCall(attachActionGet, { params: { uuid } }, { signal }),
    enabled: user !== null,
    retry: false,
  });
}

/** GET confirm/{uuid}: accepts the invitation; failures come back as a value. */
export async function confirmAttachAction(uuid: string): Promise<ApiResult<AttachAction>> {
  try {
    const data = await apiCall(attachActionConfirm, { params: { uuid } });
    return { ok: true, status: 200, data };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, error: error.error };
    throw error;
  }
}

/** POST reject {uuid}. */
export function rejectAttachAction(uuid: string): Promise<ApiResult<AttachAction>> {
  return apiCall(attachActionReject, { body: { uuid } });
}

/** POST loginUUID/ with a one-time token (social login, partner platform). */
export function loginWithToken(token: string): Promise<ApiResult<LoginUser>> {
  return apiCall(loginUuid, { body: { uuid: token } }, { sessionId: null });
}

/** GET partner/platform: where the return button posts and with which login. */
export function fetchPartnerTarget(): Promise<PartnerPlatformTarget> {
  return apiCall(partnerPlatform, {});
}

/** GET backToEprawko/{uuid}: the partner password (uuid is the caller's own session id). */
export async function fetchPartnerPassword(sessionId: string): Promise<ApiResult<string>> {
  try {
    const data = await apiCall(backToEprawko, { params: { uuid: sessionId } });
    return { ok: true, status: 200, data };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, error: error.error };
    throw error;
  }
}

/** Query key of the caller's social accounts. */
export function socialAccountsKey(userId: number | undefined) {
  return ['school-links', 'social-accounts', userId] as const;
}

/** GET social/accounts. */
export function useSocialAccounts() {
  const user = useSessionUser();
  return useQuery({
    queryKey: socialAccountsKey(user?.id),
    queryFn: ({ signal }) => apiCall(socialAccounts, {}, { signal }),
    enabled: user !== null,
  });
}

/** POST social/remove {provider}. */
export function removeSocialAccount(provider: SocialProvider): Promise<ApiResult<unknown>> {
  // Any success will do: the page does not read the answer.
  return apiCall(socialRemove, { body: { provider } }, { parser: { parse: (answer: unknown) => answer } });
}
