import {
  ENDPOINTS,
  Guardian,
  RegistrationResult,
  School,
  type DefaultPasswordRequest,
  type PinChangeRequest,
  type SchoolPropertiesRequest,
  type SchoolRegistrationRequest,
  type SchoolUpdateRequest,
} from '@osk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiUrl, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { syncWillBeBlockedAt, useSessionUser } from '../../../lib/session/session.store';

/** Query key of the logged-in school; keyed by user so another login never sees it. */
export function schoolQueryKey(userId: number | undefined) {
  return ['school', 'show', userId] as const;
}

/**
 * GET school/show: the logged-in school (a 403 sends the user to /action/NOT_LOGGED_IN). The
 * payment-block date may have been set after login: the answer's date replaces the stored user's,
 * so the block guard and the countdown use it.
 */
export function useSchool() {
  const user = useSessionUser();
  return useQuery({
    queryKey: schoolQueryKey(user?.id),
    queryFn: async ({ signal }) => {
      const school = await apiGet(ENDPOINTS.schoolShow, { parser: School, signal });
      syncWillBeBlockedAt(school.willBeBlockedAt);
      return school;
    },
    enabled: user !== null,
  });
}

/** Stores a school answered by a save, so every screen shows the saved values at once. */
export function useStoreSchool(): (school: School) => void {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  return (school) => queryClient.setQueryData(schoolQueryKey(user?.id), school);
}

/** GET guardian/get/{guardianId}: the operator's contact person of the school. */
export function useGuardian(guardianId: number | null | undefined) {
  return useQuery({
    queryKey: ['guardian', guardianId],
    queryFn: ({ signal }) => apiGet(ENDPOINTS.guardianGet.replace('{guardianId}', String(guardianId)), { parser: Guardian, signal }),
    enabled: typeof guardianId === 'number',
    staleTime: 10 * 60_000,
  });
}

/** POST school/update: name, NIP, addresses and billing data; answers the saved school. */
export function updateSchool(request: SchoolUpdateRequest): Promise<ApiResult<School>> {
  return apiSend('POST', ENDPOINTS.schoolUpdate, { json: request, parser: School });
}

/** POST school/updatePin: 409 msg.error.pin.failed.old.dont.match when the old PIN differs. */
export function updatePin(request: PinChangeRequest): Promise<ApiResult<School>> {
  return apiSend('POST', ENDPOINTS.schoolUpdatePin, { json: request, parser: School });
}

/** POST school/updateDefaultPassword: the default password of temporary accounts. */
export function updateDefaultPassword(request: DefaultPasswordRequest): Promise<ApiResult<School>> {
  return apiSend('POST', ENDPOINTS.schoolUpdateDefaultPassword, { json: request, parser: School });
}

/** POST school/updateProperties: books alert level, invoices and scheduler settings. */
export function updateProperties(request: SchoolPropertiesRequest): Promise<ApiResult<School>> {
  return apiSend('POST', ENDPOINTS.schoolUpdateProperties, { json: request, parser: School });
}

/** The upload's answer {logoFilename}. */
const LogoUploaded: ResponseParser<{ logoFilename: string }> = {
  parse(input) {
    const name = (input as { logoFilename?: unknown } | null)?.logoFilename;
    if (typeof name !== 'string') throw new Error('logoFilename missing');
    return { logoFilename: name };
  },
};

/** Multipart POST media/logo/upload/{schoolId} with the one file in the field `file`. */
export function uploadLogo(schoolId: number, file: File): Promise<ApiResult<{ logoFilename: string }>> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiSend('POST', ENDPOINTS.logoUpload.replace('{schoolId}', String(schoolId)), { multipart: body, parser: LogoUploaded });
}

/** The URL of a school's logo image; the file name makes a changed logo bypass the browser cache. */
export function logoUrl(schoolId: number, logoFilename: string): string {
  return `${apiUrl(ENDPOINTS.logo.replace('{schoolId}', String(schoolId)))}?v=${encodeURIComponent(logoFilename)}`;
}

/** POST school/create (anonymous): registers a school; the activation mail goes to its e-mail. */
export function registerSchool(request: SchoolRegistrationRequest): Promise<ApiResult<RegistrationResult>> {
  return apiSend('POST', ENDPOINTS.schoolCreate, { json: request, parser: RegistrationResult });
}
