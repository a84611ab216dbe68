import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, FakeApi, fakeApi, takeFakeApiProblems } from './fake-api';
import { aSchool } from './school.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fake API', () => {
  it('answers an endpoint by its contract name, with the path parameters decoded, and records the call', async () => {
    const api = fakeApi().get('ordersOfSchool', ({ params }) => (params.schoolId === '5' ? [] : apiError(403, 'msg.error.forbidden')));
    const mine = await fetch('/api/eprawko-rest/orders/get/5');
    const other = await fetch('/api/eprawko-rest/orders/get/6?page=1');
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual([]);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ code: 'msg.error.forbidden', message: 'msg.error.forbidden' });
    expect(api.calls('ordersOfSchool').map((call) => [call.params.schoolId, call.query.get('page')])).toEqual([
      ['5', null],
      ['6', '1'],
    ]);
  });

  it('prefers the literal endpoint over a template that also matches (pkk/query over pkk/{id})', async () => {
    const api = new FakeApi().get('pkk', () => {
      throw new Error('pkk/{id} must not answer pkk/query');
    });
    await expect(api.fetch('/api/pkk/query?pkk=1')).rejects.toThrow(/no handler for GET \/api\/pkk\/query/);
    expect(takeFakeApiProblems()).toEqual([expect.stringContaining('no handler for GET /api/pkk/query?pkk=1 (pkkQuery or pkk)')]);
  });

  it('fails loudly with the method and URL on a call no handler answers or no endpoint has', async () => {
    const api = new FakeApi();
    await expect(api.fetch('/api/eprawko-rest/school/show')).rejects.toThrow('no handler for GET /api/eprawko-rest/school/show (schoolShow)');
    await expect(api.fetch('/api/eprawko-rest/nowhere', { method: 'POST' })).rejects.toThrow('POST /api/eprawko-rest/nowhere is no endpoint of the contract');
    expect(takeFakeApiProblems()).toHaveLength(2);
  });

  it("fails loudly on an answer without the contract's shape", async () => {
    const api = new FakeApi().get('schoolShow', () => ({ ...aSchool(), id: 'five' as unknown as number }));
    await expect(api.fetch('/api/eprawko-rest/school/show')).rejects.toThrow(/does not have the contract's shape/);
    expect(takeFakeApiProblems()).toHaveLength(1);
  });

  it("answers with the definition's success status and checks the answer against its schema", async () => {
    const api = new FakeApi().post('contact', { status: 'SENT' }).get('checkDiscount', () => ({ amount: 10 }) as unknown as number);
    const sent = await api.fetch('/api/eprawko-rest/contact', { method: 'POST', body: '{}' });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ status: 'SENT' });
    await expect(api.fetch('/api/eprawko-rest/coupon/checkDiscount/CODE/100')).rejects.toThrow(/does not have the contract's shape/);
    expect(takeFakeApiProblems()).toHaveLength(1);
  });

  it('sends a text answer as it is where the definition produces text', async () => {
    const api = new FakeApi().get('schoolName', 'OSK Zielona Fala');
    const answer = await api.fetch('/api/eprawko-rest/school/name/4');
    expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe('OSK Zielona Fala');
  });

  it('parses JSON bodies and keeps the method', async () => {
    const api = new FakeApi().post('ordersCreate', apiError(400, 'msg.error.not.enough.books.in.order', 'x', [{ field: 'items', message: 'x' }]));
    const answer = await api.fetch('/api/eprawko-rest/orders/create', { method: 'POST', body: JSON.stringify({ schoolId: 5 }) });
    expect(answer.status).toBe(400);
    expect(api.bodies('ordersCreate', 'POST')).toEqual([{ schoolId: 5 }]);
  });
});
