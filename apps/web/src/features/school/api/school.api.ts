import {
  guardianGet,
  schoolCreate,
  schoolLogo,
  schoolLogoUpload,
  schoolUpdate,
  schoolUpdateDefaultPassword,
  schoolUpdatePin,
  schoolUpdateProperties,
  schoolUpdateReadinessThreshold,
  type DefaultPasswordRequest,
  type PinChangeRequest,
  type ReadinessThresholdRequest,
  type RegistrationResult,
  type School,
  type SchoolPropertiesRequest,
  type SchoolRegistrationRequest,
  type SchoolUpdateRequest,
} from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { apiSend, apiUrl, type ApiResult } from '../../../lib/api/api-client';
import { apiCall, endpointUrl } from '../../../lib/api/endpoint-client';

/** GET guardian/get/{guardianId}: the operator's contact person of the school. */
export function useGuardian(guardianId: number | null | undefined) {
  return useQuery({
    queryKey: ['guardian', guardianId],
    queryFn: ({ signal }) => apiCall(guardianGet, { params: { guardianId: guardianId ?? 0 } }, { signal }),
    enabled: typeof guardianId === 'number',
    staleTime: 10 * 60_000,
  });
}

/** POST school/update: name, NIP, addresses and billing data; answers the saved school. */
export function updateSchool(request: SchoolUpdateRequest): Promise<ApiResult<School>> {
  return apiCall(schoolUpdate, { body: request });
}

/** POST school/updatePin: 409 msg.error.pin.failed.old.dont.match when the old PIN differs. */
export function updatePin(request: PinChangeRequest): Promise<ApiResult<School>> {
  return apiCall(schoolUpdatePin, { body: request });
}

/** POST school/updateDefaultPassword: the default password of temporary accounts. */
export function updateDefaultPassword(request: DefaultPasswordRequest): Promise<ApiResult<School>> {
  return apiCall(schoolUpdateDefaultPassword, { body: request });
}

/** POST school/updateReadinessThreshold: the readiness of "gotowy do egzaminu" (issue 23), or null for off. */
export function updateReadinessThreshold(request: ReadinessThresholdRequest): Promise<ApiResult<School>> {
  return apiCall(schoolUpdateReadinessThreshold, { body: request });
}

/** POST school/updateProperties: books alert level, invoices and scheduler settings. */
export function updateProperties(request: SchoolPropertiesRequest): Promise<ApiResult<School>> {
  return apiCall(schoolUpdateProperties, { body: request });
}

/** Multipart POST media/logo/upload/{schoolId} with the one file in the field `file`. */
export function uploadLogo(schoolId: number, file: File): Promise<ApiResult<{ logoFilename: string }>> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiSend('POST', endpointUrl(schoolLogoUpload, { params: { schoolId } }), { multipart: body, parser: schoolLogoUpload.responses[200] });
}

/** The URL of a school's logo image; the file name makes a changed logo bypass the browser cache. */
export function logoUrl(schoolId: number, logoFilename: string): string {
  return `${apiUrl(endpointUrl(schoolLogo, { params: { schoolId } }))}?v=${encodeURIComponent(logoFilename)}`;
}

/** POST school/create (anonymous): registers a school; the activation mail goes to its e-mail. */
export function registerSchool(request: SchoolRegistrationRequest): Promise<ApiResult<RegistrationResult>> {
  return apiCall(schoolCreate, { body: request });
}
