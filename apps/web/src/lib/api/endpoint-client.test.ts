// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDiscount, courseByCategory, learningAnswer, login, pdfExam, subscriptionsForSchool } from '@osk/contract';
import { jsonResponse, setUpI18n } from '../../test/app-test-utils';
import { registerNavigator } from '../navigation';
import { clearSessionUser } from '../session/session.store';
import { INVALID_RESPONSE_CODE } from './api-client';
import { apiCall, endpointUrl } from './endpoint-client';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(vi.fn());
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

describe('the endpoint client', () => {
  it('fills the path parameters percent-encoded and appends the given query values', () => {
    expect(endpointUrl(pdfExam, { params: { pesel: '02270803628', userId: 5, examId: 9 } })).toBe('eprawko-rest/pdf/exam/02270803628/5/9');
    expect(endpointUrl(checkDiscount, { params: { code: 'A B/1', amount: 100 } })).toBe('eprawko-rest/coupon/checkDiscount/A%20B%2F1/100');
    expect(endpointUrl(courseByCategory, { params: { category: 'B' }, query: { language: 'PL' } })).toBe('learning/course/category/B?language=PL');
    expect(endpointUrl(courseByCategory, { params: { category: 'B' }, query: {} })).toBe('learning/course/category/B');
  });

  it('reads with the method and answer schema of the definition', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, 1500));
    await expect(apiCall(checkDiscount, { params: { code: 'X', amount: 2000 } }, { auth: false })).resolves.toBe(1500);
    expect(lastRequest().url).toBe('/api/eprawko-rest/coupon/checkDiscount/X/2000');
    expect(lastRequest().init.method).toBe('GET');

    fetchMock.mockImplementation(async () => jsonResponse(200, { not: 'a list' }));
    await expect(apiCall(subscriptionsForSchool, {}, { auth: false })).rejects.toMatchObject({ error: { code: INVALID_RESPONSE_CODE } });
  });

  it('writes the body as JSON with the definition method and answers failures as values', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(400, { code: 'msg.error.invalid.form', message: 'Błąd' }));
    const result = await apiCall(learningAnswer, { body: { studentId: 1, questionId: 1, answer: 'TAK' } });
    expect(lastRequest().url).toBe('/api/eprawko-rest/learning/answer');
    expect(lastRequest().init.method).toBe('POST');
    expect(lastRequest().init.body).toBe(JSON.stringify({ studentId: 1, questionId: 1, answer: 'TAK' }));
    expect(result).toEqual({ ok: false, status: 400, error: { code: 'msg.error.invalid.form', message: 'Błąd' } });
  });

  it('writes the body as a form when the definition takes a form first (login)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(401, { code: 'msg.error.login', message: 'Błąd' }));
    await apiCall(login, { body: { userName: 'a@b.pl', password: 'p&q' } });
    const { init } = lastRequest();
    expect(String(init.body)).toBe('userName=a%40b.pl&password=p%26q');
    expect(new Headers(init.headers).get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });
});
