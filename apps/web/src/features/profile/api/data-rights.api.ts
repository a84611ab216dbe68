import { accountConsentMarketing, accountConsents, accountDelete, accountExport, accountExportPdf, type AccountDeletionAnswer, type Consent } from '@osk/contract';
import { apiDownload, type ApiResult, type DownloadedFile } from '../../../lib/api/api-client';
import { apiCall, endpointUrl } from '../../../lib/api/endpoint-client';

/** The formats of the data export: the complete JSON copy, or the readable PDF. */
export type DataExportFormat = 'json' | 'pdf';

/** GET account/export(/pdf): everything held about the logged-in user, as a file (RODO, issue 24). */
export function downloadMyData(format: DataExportFormat): Promise<ApiResult<DownloadedFile>> {
  return apiDownload(endpointUrl(format === 'json' ? accountExport : accountExportPdf, {}));
}

/** GET account/consents: the logged-in user's consents, with their text versions and times. */
export function fetchConsents(signal?: AbortSignal): Promise<Consent[]> {
  return apiCall(accountConsents, {}, signal ? { signal } : {});
}

/** PUT account/consents/marketing: gives or withdraws the marketing consent; answers the consents. */
export function setMarketingConsent(given: boolean): Promise<ApiResult<Consent[]>> {
  return apiCall(accountConsentMarketing, { body: { given } });
}

/** POST account/delete with the current password: closes the learner's account (erased after the cooling-off). */
export function requestAccountDeletion(currentPassword: string): Promise<ApiResult<AccountDeletionAnswer>> {
  return apiCall(accountDelete, { body: { currentPassword } });
}

export const consentsQueryKey = ['account', 'consents'] as const;
