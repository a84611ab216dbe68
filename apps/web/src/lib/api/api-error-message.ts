import type { ApiError } from '@osk/contract';
import type { TFunction } from 'i18next';
import { hasText } from '../i18n/i18n';
import { ApiRequestError, NETWORK_ERROR_CODE } from './api-request-error';

/**
 * The text to show for an API error in the current language: the catalogue text of its code when
 * we have it (so it follows a later language switch), else the server's already translated message.
 */
export function apiErrorMessage(t: TFunction, error: ApiError): string {
  if (error.code === NETWORK_ERROR_CODE) return t('common.networkError');
  if (hasText(error.code)) return t(error.code as 'msg.error.internal');
  return error.message || t('msg.error.internal');
}

/** The text of a failed call's API error, or undefined when the failure is not an API error. */
export function apiErrorDetail(t: TFunction, error: unknown): string | undefined {
  return error instanceof ApiRequestError ? apiErrorMessage(t, error.error) : undefined;
}
