import {
  ENDPOINTS,
  PKK_PAGE_SIZE,
  PkkDetail,
  PkkPage,
  PkkPreview,
  PkkSchoolInfo,
  Signer,
  SignerPage,
  type ApiError,
  type PkkListFilter,
  type PkkReturnToAuthorityRequest,
  type SignerRequest,
} from '@osk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, ApiRequestError, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';

/**
 * The PKK calls (school document §7 "Signers and PKK"), under /api/pkk/. Reads are made with
 * `auth: false`: a 403 here is the server's msg.error.pkk.not.allowed (the school may not use PKK),
 * shown in a red alert on the screen rather than logging the user out. Actions answer their failure
 * as a value so the screen can show the server's message.
 */

const Ignored: ResponseParser<null> = { parse: () => null };
const fill = (path: string, values: Record<string, number>) => path.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

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
async function getAction<T>(path: string, parser: ResponseParser<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, status: 200, data: await apiGet(path, { parser, auth: false }) };
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
    queryFn: ({ signal }) => apiGet(fill(ENDPOINTS.pkkSchoolInfo, { schoolId }), { parser: PkkSchoolInfo, signal, auth: false }),
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
      orThrow(await apiSend('POST', `${fill(ENDPOINTS.pkkRegistry, { schoolId })}?pageNumber=${pageNumber}&pageSize=${PKK_PAGE_SIZE}`, { json: filter, parser: PkkPage, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET pkk/{id}: the registry row with the full profile. */
export function usePkkDetail(id: number) {
  return useQuery({
    queryKey: [...PKK_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiGet(fill(ENDPOINTS.pkk, { id }), { parser: PkkDetail, signal, auth: false }),
    enabled: id > 0,
    retry: false,
  });
}

/** GET pkk/preview?pkkId&pesel|birthDate: the profile as the authority shows it; nothing is stored. */
export function usePkkPreview(query: string | null) {
  return useQuery({
    queryKey: [...PKK_KEY, 'preview', query] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.pkkPreview}?${query ?? ''}`, { parser: PkkPreview, signal, auth: false }),
    enabled: query !== null,
    retry: false,
  });
}

/** GET pkk/query?pkkId&pesel|birthDate: downloads (or refreshes) a profile into the registry. */
export function queryPkk(query: string): Promise<ApiResult<DownloadedPkk>> {
  return getAction(`${ENDPOINTS.pkkQuery}?${query}`, Downloaded);
}

/** GET pkk/complementary?pkkId=<number>&pesel: reports a complementary course. */
export function complementaryPkk(number: string, pesel: string | null): Promise<ApiResult<null>> {
  const params = new URLSearchParams({ pkkId: number });
  if (pesel) params.set('pesel', pesel);
  return getAction(`${ENDPOINTS.pkkComplementary}?${params.toString()}`, Ignored);
}

/** GET pkk/return?pkkId=<id>: gives the profile back (the school stops training). */
export function returnPkk(id: number): Promise<ApiResult<null>> {
  return getAction(`${ENDPOINTS.pkkReturn}?pkkId=${id}`, Ignored);
}

/** GET pkk/remove?pkkId=<id>: removes a released profile, or the complementary course. */
export function removePkk(id: number): Promise<ApiResult<null>> {
  return getAction(`${ENDPOINTS.pkkRemove}?pkkId=${id}`, Ignored);
}

/** POST pkk/returnToIssuingAuthority?pkkId=<id>&userLogin=<signer login> {type, description, pkkUpdatePersons}. */
export function returnToAuthority(id: number, userLogin: string, request: PkkReturnToAuthorityRequest): Promise<ApiResult<null>> {
  const params = new URLSearchParams({ pkkId: String(id), userLogin });
  return apiSend('POST', `${ENDPOINTS.pkkReturnToAuthority}?${params.toString()}`, { json: request, parser: Ignored });
}

// ---- signers ----

/** GET pkk/signer?pageNumber: a page of the school's signers (10 a page). */
export function useSignerPage(pageNumber: number) {
  return useQuery({
    queryKey: [...PKK_KEY, 'signers', pageNumber] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.signers}?pageNumber=${pageNumber}`, { parser: SignerPage, signal, auth: false }),
    placeholderData: keepPreviousData,
  });
}

/** Every signer of the school (all pages of pkk/signer), for the signer pick of a dialog. */
export function useAllSigners(enabled: boolean) {
  return useQuery({
    queryKey: [...PKK_KEY, 'signers', 'all'] as const,
    queryFn: async ({ signal }) => {
      const first = await apiGet(`${ENDPOINTS.signers}?pageNumber=0`, { parser: SignerPage, signal, auth: false });
      const all: Signer[] = [...first.content];
      for (let page = 1; page < Math.min(first.totalPages, 20); page++) {
        const next = await apiGet(`${ENDPOINTS.signers}?pageNumber=${page}`, { parser: SignerPage, signal, auth: false });
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
  return id === null ? apiSend('POST', ENDPOINTS.signers, { json: request, parser }) : apiSend('PUT', fill(ENDPOINTS.signer, { id }), { json: request, parser });
}

/** DELETE pkk/signer/{id}. */
export function deleteSigner(id: number): Promise<ApiResult<null>> {
  return apiSend('DELETE', fill(ENDPOINTS.signer, { id }), { parser: Ignored });
}

/** A failure the server explained (a message key) as it is; any other (network, 5xx) as the given catalogue key. */
export function withFallback(error: ApiError, fallback: string): ApiError {
  return error.code.startsWith('msg.') ? error : { code: fallback, message: '' };
}
