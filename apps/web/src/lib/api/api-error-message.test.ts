import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test/app-test-utils';
import { i18n } from '../i18n/i18n';
import { ApiRequestError } from './api-client';
import { apiErrorDetail } from './api-error-message';

beforeAll(async () => {
  await setUpI18n();
});

describe('apiErrorDetail', () => {
  it("gives an API error's text, and nothing for any other failure", () => {
    const t = i18n.t.bind(i18n);
    expect(apiErrorDetail(t, new ApiRequestError(409, { code: 'NO_SUCH_CODE', message: 'Tekst serwera' }))).toBe('Tekst serwera');
    expect(apiErrorDetail(t, new Error('boom'))).toBeUndefined();
    expect(apiErrorDetail(t, null)).toBeUndefined();
  });
});
