import {
  pkkCourseForm,
  pkkDemoCertificate,
  pkkPreflight,
  pkkTaskList,
  pkkTrustedProfileResult,
  pkkTrustedProfileStart,
  pkkUpdate,
  pkkXmlUpdate,
  type DemoCertificate,
  type PkkUpdateFields,
  type PkkUpdateRequest,
  type PkkUpdateResult,
  type PreflightResult,
  type TrustedProfileResult,
  type TrustedProfileStart,
  type TrustedProfileStartRequest,
} from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import type { ApiResult, ResponseParser } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

/**
 * The calls of /pkk/course/{id} (school document §7 "Signers and PKK", issue 11): the course form,
 * the pre-flight check, the unsigned document and the Szafir task list, the demo certificate, the
 * trusted profile flow and the signed update.
 */

export function courseFormKey(id: number) {
  return ['pkk-signing', 'course', id] as const;
}

/** GET pkk/course/{id}: the PKK, its defaults and the people the form offers. */
export function useCourseForm(id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: courseFormKey(id),
    queryFn: ({ signal }) => apiCall(pkkCourseForm, { params: { id } }, { signal }),
    // The form is edited on top of this answer: a background refetch must not reset it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST pkk/preflight: findings about the fields before signing. */
export function fetchPreflight(fields: PkkUpdateFields, signal?: AbortSignal): Promise<ApiResult<PreflightResult>> {
  return apiCall(pkkPreflight, { body: fields }, signal ? { signal } : {});
}

/** An XML text answer (text/xml): anything that is a non-empty string. */
const XmlText: ResponseParser<string> = {
  parse(input) {
    if (typeof input !== 'string' || input.trim() === '') throw new Error('not an XML text');
    return input;
  },
};

/** POST pkk/xml/updatePkk: the unsigned update document the signer signs. */
export function fetchUpdateXml(fields: PkkUpdateFields): Promise<ApiResult<string>> {
  return apiCall(pkkXmlUpdate, { body: fields }, { parser: XmlText });
}

/** POST pkk/taskList: the Szafir SDK task list wrapping the same document. */
export function fetchTaskList(fields: PkkUpdateFields): Promise<ApiResult<string>> {
  return apiCall(pkkTaskList, { body: fields }, { parser: XmlText });
}

/** POST pkk/demo/certificate {signerId}: demo mode only. */
export function fetchDemoCertificate(signerId: number): Promise<ApiResult<DemoCertificate>> {
  return apiCall(pkkDemoCertificate, { body: { signerId } });
}

/** POST pkk/trustedProfile/start: where to send the signer for the trusted profile signature. */
export function startTrustedProfile(request: TrustedProfileStartRequest): Promise<ApiResult<TrustedProfileStart>> {
  return apiCall(pkkTrustedProfileStart, { body: request });
}

/** GET pkk/trustedProfile/result/{token}: the outcome after coming back. */
export function fetchTrustedProfileResult(token: string): Promise<TrustedProfileResult> {
  return apiCall(pkkTrustedProfileResult, { params: { token } });
}

/** POST pkk/update?userLogin=: the fields and the signed document (base64). */
export function submitUpdate(userLogin: string, request: PkkUpdateRequest): Promise<ApiResult<PkkUpdateResult>> {
  return apiCall(pkkUpdate, { query: { userLogin }, body: request });
}
