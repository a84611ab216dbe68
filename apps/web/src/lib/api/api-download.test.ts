// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginUserFixture, setUpI18n } from '../../test/app-test-utils';
import { registerNavigator } from '../navigation';
import { clearSessionUser, getSessionUser, setSessionUser } from '../session/session.store';
import { apiDownload, fileNameFromDisposition, NETWORK_ERROR_CODE } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(navigate);
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('fileNameFromDisposition', () => {
  it.each([
    [`attachment; filename="raport.pdf"; filename*=UTF-8''raport_egzaminu_%C5%BC.pdf`, 'raport_egzaminu_ż.pdf'],
    ['attachment; filename="raport egzaminu.pdf"', 'raport egzaminu.pdf'],
    ['attachment; filename=raport.pdf', 'raport.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="zapas.pdf"`, 'zapas.pdf'],
    ['attachment', null],
    [null, null],
  ])('reads %s as %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('apiDownload', () => {
  it('sends the session header and answers the file with its name', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    fetchMock.mockResolvedValue(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a.pdf"' } }));
    const result = await apiDownload('eprawko-rest/pdf/exam/1/2/3');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.fileName).toBe('a.pdf');
    expect(await result.data.blob.text()).toBe('%PDF-1.7');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/eprawko-rest/pdf/exam/1/2/3');
    expect(new Headers(init?.headers).get('jsessionid')).toBe('session-123');
  });

  it('answers a refusal as a value and keeps the user logged in', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    fetchMock.mockResolvedValue(jsonResponse(403, { code: 'msg.error.print.not.available', message: 'Drukowanie nie jest dostępne bez subskrypcji.' }));
    const result = await apiDownload('eprawko-rest/pdf/exam/1/2/3');
    expect(result).toEqual({ ok: false, status: 403, error: { code: 'msg.error.print.not.available', message: 'Drukowanie nie jest dostępne bez subskrypcji.' } });
    expect(getSessionUser()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('answers a network failure as a value', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await apiDownload('eprawko-rest/pdf/exam/1/2/3');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(NETWORK_ERROR_CODE);
  });
});
