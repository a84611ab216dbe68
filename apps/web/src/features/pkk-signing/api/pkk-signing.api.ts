import {
  DemoCertificate,
  ENDPOINTS,
  PkkCourseForm,
  PkkUpdateResult,
  PreflightResult,
  TrustedProfileResult,
  TrustedProfileStart,
  type PkkUpdateFields,
  type PkkUpdateRequest,
  type TrustedProfileStartRequest,
} from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';

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
    queryFn: ({ signal }) => apiGet(ENDPOINTS.pkkCourseForm.replace('{id}', String(id)), { parser: PkkCourseForm, signal }),
    // The form is edited on top of this answer: a background refetch must not reset it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST pkk/preflight: findings about the fields before signing. */
export function fetchPreflight(fields: PkkUpdateFields, signal?: AbortSignal): Promise<ApiResult<PreflightResult>> {
  return apiSend('POST', ENDPOINTS.pkkPreflight, { json: fields, parser: PreflightResult, ...(signal ? { signal } : {}) });
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
  return apiSend('POST', ENDPOINTS.pkkXmlUpdate, { json: fields, parser: XmlText });
}

/** POST pkk/taskList: the Szafir SDK task list wrapping the same document. */
export function fetchTaskList(fields: PkkUpdateFields): Promise<ApiResult<string>> {
  return apiSend('POST', ENDPOINTS.pkkTaskList, { json: fields, parser: XmlText });
}

/** POST pkk/demo/certificate {signerId}: demo mode only. */
export function fetchDemoCertificate(signerId: number): Promise<ApiResult<DemoCertificate>> {
  return apiSend('POST', ENDPOINTS.pkkDemoCertificate, { json: { signerId }, parser: DemoCertificate });
}

/** POST pkk/trustedProfile/start: where to send the signer for the trusted profile signature. */
export function startTrustedProfile(request: TrustedProfileStartRequest): Promise<ApiResult<TrustedProfileStart>> {
  return apiSend('POST', ENDPOINTS.pkkTrustedProfileStart, { json: request, parser: TrustedProfileStart });
}

/** GET pkk/trustedProfile/result/{token}: the outcome after coming back. */
export function fetchTrustedProfileResult(token: string): Promise<TrustedProfileResult> {
  return apiGet(ENDPOINTS.pkkTrustedProfileResult.replace('{token}', encodeURIComponent(token)), { parser: TrustedProfileResult });
}

/** POST pkk/update?userLogin=: the fields and the signed document (base64). */
export function submitUpdate(userLogin: string, request: PkkUpdateRequest): Promise<ApiResult<PkkUpdateResult>> {
  return apiSend('POST', `${ENDPOINTS.pkkUpdate}?userLogin=${encodeURIComponent(userLogin)}`, { json: request, parser: PkkUpdateResult });
}
