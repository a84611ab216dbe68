import {
  PKK_PAGE_SIZE,
  pkk,
  pkkComplementary,
  pkkPreview,
  pkkQuery,
  pkkRegistry,
  pkkRemove,
  pkkReturn,
  pkkReturnToAuthority,
  pkkSchoolInfo,
  Signer,
  signerCreate,
  signerDelete,
  signers,
  signerUpdate,
  type ApiError,
  type PkkListFilter,
  type PkkReturnToAuthorityRequest,
  type SignerRequest,
} from '@osk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { apiCall, apiRead, type EndpointInput, IgnoredBody, queryOfText, type ReadEndpoint } from '../../../lib/api/endpoint-client';

/**
 * The PKK calls (school document §7 "Signers and PKK"), under /api/pkk/. Reads are made with
 * `auth: false`: a 403 here is the server's msg.error.pkk.not.allowed (the school may not use PKK),
 * shown in a red alert on the screen rather than logging the user out. Actions answer their failure
 * as a value so the screen can show the server's message.
 */

/** The answer of pkk/query: the registry row (at least its id). */
export interface DownloadedPkk {
  id: number;
}
const Downloaded: ResponseParser<DownloadedPkk> = {
  parse(input) {
    const id = (input as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('no id');
    return { id };
  },
};

/** Every PKK query is under this key, so one invalidation reloads the list, the profile and the info. */
export const PKK_KEY = ['pkk'] as const;

/** Forgets the cached PKK data (after an action or a signer change). */
export function useRefreshPkk(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PKK_KEY });
}

/** A GET that acts (pkk/query, pkk/return, pkk/remove, pkk/complementary): its failure as a value. */
async function getAction<D extends ReadEndpoint, T>(endpoint: D, input: EndpointInput<D>, parser: ResponseParser<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, status: 200, data: await apiRead(endpoint, input, { parser, auth: false }) };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, error: error.error };
    throw error;
  }
}

/** A failed write as a thrown read error (for queries made with POST). */
function orThrow<T>(answer: ApiResult<T>): T {
  if (!answer.ok) throw new ApiRequestError(answer.status, answer.error);
  return answer.data;
}

/** GET pkk/school/{schoolId}/info: registry number, canUsePkk and the number of signers. */
export function usePkkSchoolInfo(schoolId: number) {
  return useQuery({
    queryKey: [...PKK_KEY, 'info', schoolId] as const,
    queryFn: ({ signal }) => apiCall(pkkSchoolInfo, { params: { schoolId } }, { signal, auth: false }),
  });
}

/** The registry filter as sent: empty fields left out, the number without its display spaces. */
export function registryFilter(filter: { number: string; pesel: string; firstName: string; lastName: string }): PkkListFilter {
  const body: PkkListFilter = {};
  const number = filter.number.replace(/\s+/g, '');
  if (number) body.number = number;
  if (filter.pesel.trim()) body.pesel = filter.pesel.trim();
  if (filter.firstName.trim()) body.firstName = filter.firstName.trim();
  if (filter.lastName.trim()) body.lastName = filter.lastName.trim();
  return body;
}

/** POST pkk/school/{schoolId}?pageNumber&pageSize=10 with the filter body. */
export function usePkkRegistry(schoolId: number, pageNumber: number, filter: PkkListFilter) {
  return useQuery({
    queryKey: [...PKK_KEY, 'registry', schoolId, pageNumber, filter] as const,
    queryFn: async ({ signal }) =>
      orThrow(await apiCall(pkkRegistry, { params: { schoolId }, query: { pageNumber, pageSize: PKK_PAGE_SIZE }, body: filter }, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET pkk/{id}: the registry row with the full profile. */
export function usePkkDetail(id: number) {
  return useQuery({
    queryKey: [...PKK_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall(pkk, { params: { id } }, { signal, auth: false }),
    enabled: id > 0,
    retry: false,
  });
}

/** GET pkk/preview?pkkId&pesel|birthDate: the profile as the authority shows it; nothing is stored. */
export function usePkkPreview(query: string | null) {
  return useQuery({
    queryKey: [...PKK_KEY, 'preview', query] as const,
    queryFn: ({ signal }) => apiCall(pkkPreview, { query: queryOfText(query ?? '') }, { signal, auth: false }),
    enabled: query !== null,
    retry: false,
  });
}

/** GET pkk/query?pkkId&pesel|birthDate: downloads (or refreshes) a profile into the registry. */
export function queryPkk(query: string): Promise<ApiResult<DownloadedPkk>> {
  return getAction(pkkQuery, { query: queryOfText(query) }, Downloaded);
}

/** GET pkk/complementary?pkkId=<number>&pesel: reports a complementary course. */
export function complementaryPkk(number: string, pesel: string | null): Promise<ApiResult<null>> {
  return getAction(pkkComplementary, { query: { pkkId: number, pesel } }, IgnoredBody);
}

/** GET pkk/return?pkkId=<id>: gives the profile back (the school stops training). */
export function returnPkk(id: number): Promise<ApiResult<null>> {
  return getAction(pkkReturn, { query: { pkkId: id } }, IgnoredBody);
}

/** GET pkk/remove?pkkId=<id>: removes a released profile, or the complementary course. */
export function removePkk(id: number): Promise<ApiResult<null>> {
  return getAction(pkkRemove, { query: { pkkId: id } }, IgnoredBody);
}

/** POST pkk/returnToIssuingAuthority?pkkId=<id>&userLogin=<signer login> {type, description, pkkUpdatePersons}. */
export function returnToAuthority(id: number, userLogin: string, request: PkkReturnToAuthorityRequest): Promise<ApiResult<null>> {
  return apiCall(pkkReturnToAuthority, { query: { pkkId: id, userLogin }, body: request }, { parser: IgnoredBody });
}

// ---- signers ----

/** GET pkk/signer?pageNumber: a page of the school's signers (10 a page). */
export function useSignerPage(pageNumber: number) {
  return useQuery({
    queryKey: [...PKK_KEY, 'signers', pageNumber] as const,
    queryFn: ({ signal }) => apiCall(signers, { query: { pageNumber } }, { signal, auth: false }),
    placeholderData: keepPreviousData,
  });
}

/** Every signer of the school (all pages of pkk/signer), for the signer pick of a dialog. */
export function useAllSigners(enabled: boolean) {
  return useQuery({
    queryKey: [...PKK_KEY, 'signers', 'all'] as const,
    queryFn: async ({ signal }) => {
      const first = await apiCall(signers, { query: { pageNumber: 0 } }, { signal, auth: false });
      const all: Signer[] = [...first.content];
      for (let page = 1; page < Math.min(first.totalPages, 20); page++) {
        const next = await apiCall(signers, { query: { pageNumber: page } }, { signal, auth: false });
        all.push(...next.content);
      }
      return all;
    },
    enabled,
  });
}

/** POST pkk/signer (new) or PUT pkk/signer/{id} (existing). */
export function saveSigner(id: number | null, request: SignerRequest): Promise<ApiResult<Signer | null>> {
  const parser: ResponseParser<Signer | null> = { parse: (input) => Signer.safeParse(input).data ?? null };
  return id === null ? apiCall(signerCreate, { body: request }, { parser }) : apiCall(signerUpdate, { params: { id }, body: request }, { parser });
}

/** DELETE pkk/signer/{id}. */
export function deleteSigner(id: number): Promise<ApiResult<null>> {
  return apiCall(signerDelete, { params: { id } }, { parser: IgnoredBody });
}

/** A failure the server explained (a message key) as it is; any other (network, 5xx) as the given catalogue key. */
export function withFallback(error: ApiError, fallback: string): ApiError {
  return error.code.startsWith('msg.') ? error : { code: fallback, message: '' };
}
