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
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, apiUrl, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';

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
