// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { FakeInternalExamsServer } from '../test/fake-internal-exams-server';
import { SchoolExamsPage } from './school-exams.page';

const VALID_PESEL = '44051401359';
let server: FakeInternalExamsServer;

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  server = new FakeInternalExamsServer();
  server.api.install();
  setSessionUser(loginUserFixture({ id: 70, userType: 'SCHOOL' }) as LoginUser);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const listBodies = () => server.callsTo('exam/light/show/by/school').map((c) => c.body ?? {});

describe('/school/exams', () => {
  it('lists the exams of the school with their count', async () => {
    renderWithProviders(<SchoolExamsPage />);
    expect(await screen.findAllByTestId('internal-exam-row')).toHaveLength(2);
    expect(screen.getByTestId('internal-exams-total').textContent).toContain('2');
    expect(listBodies()[0]).toMatchObject({ schoolId: 5, page: 0, order: 'startDate', orderAsc: false });
  });

  it('applies a name filter only from 3 characters, 300 ms after the last key', async () => {
    renderWithProviders(<SchoolExamsPage />);
    await screen.findAllByTestId('internal-exam-row');
    fireEvent.change(screen.getByTestId('filter-last-name'), { target: { value: 'Ko' } });
    await advance(400);
    expect(listBodies().some((b) => 'lastName' in b)).toBe(false);
    fireEvent.change(screen.getByTestId('filter-last-name'), { target: { value: 'Kow' } });
    await advance(250);
    expect(listBodies().some((b) => b.lastName === 'Kow')).toBe(false);
    await advance(100);
    await waitFor(() => expect(listBodies().some((b) => b.lastName === 'Kow')).toBe(true));
    expect(server.callsTo('exam/light/count/by/school').some((c) => c.body?.lastName === 'Kow')).toBe(true);
  });

  it('sorts by a column, ascending first, then descending', async () => {
    renderWithProviders(<SchoolExamsPage />);
    await screen.findAllByTestId('internal-exam-row');
    fireEvent.click(screen.getByTestId('sort-lastName'));
    await waitFor(() => expect(listBodies().some((b) => b.order === 'lastName' && b.orderAsc === true)).toBe(true));
    fireEvent.click(screen.getByTestId('sort-lastName'));
    await waitFor(() => expect(listBodies().some((b) => b.order === 'lastName' && b.orderAsc === false)).toBe(true));
  });

  it('deletes an exam only after the confirmation', async () => {
    renderWithProviders(<SchoolExamsPage />);
    const [first] = await screen.findAllByTestId('internal-exam-row');
    fireEvent.click(within(first as HTMLElement).getByTestId('internal-exam-delete'));
    expect(await screen.findByTestId('internal-delete-dialog')).toBeTruthy();
    expect(server.calls.some((c) => c.path.startsWith('exam/delete/'))).toBe(false);
    fireEvent.click(screen.getByTestId('internal-delete-confirm'));
    await waitFor(() => expect(server.calls.some((c) => c.path === 'exam/delete/31')).toBe(true));
  });

  it('validates the print dialog and downloads the report with the date and the optional time', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    // jsdom has no object URLs: stand-ins for the two calls, put back after the test.
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<SchoolExamsPage />);
    const [first] = await screen.findAllByTestId('internal-exam-row');
    fireEvent.click(within(first as HTMLElement).getByTestId('internal-exam-print'));
    await screen.findByTestId('internal-print-form');
    // The names come from the exam; PESEL is required, then checked.
    expect((screen.getByTestId('print-first-name') as HTMLInputElement).value).toBe('Anna');
    fireEvent.change(screen.getByTestId('print-first-name'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('print-submit'));
    expect(await screen.findByText('Imię jest wymagane')).toBeTruthy();
    expect(screen.getByText('To pole jest wymagane')).toBeTruthy();
    fireEvent.change(screen.getByTestId('print-first-name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByTestId('print-pesel'), { target: { value: '44051401358' } });
    fireEvent.click(screen.getByTestId('print-submit'));
    await waitFor(() => expect(screen.queryByText('To pole jest wymagane')).toBeNull());
    expect(server.calls.some((c) => c.path.startsWith('pdf/exam/'))).toBe(false);
    // The time offers only 10-minute steps.
    const times = Array.from((screen.getByTestId('print-time') as HTMLSelectElement).options).map((o) => o.value);
    expect(times).toHaveLength(1 + 144);
    expect(times).toContain('09:30');
    expect(times).not.toContain('09:35');

    fireEvent.change(screen.getByTestId('print-pesel'), { target: { value: VALID_PESEL } });
    fireEvent.change(screen.getByTestId('print-date'), { target: { value: '2026-11-22' } });
    fireEvent.change(screen.getByTestId('print-time'), { target: { value: '09:30' } });
    fireEvent.click(screen.getByTestId('print-submit'));
    await waitFor(() => expect(server.calls.some((c) => c.path.startsWith('pdf/exam/'))).toBe(true));
    const call = server.calls.find((c) => c.path.startsWith('pdf/exam/'));
    expect(decodeURIComponent(call?.path ?? '')).toBe(`pdf/exam/${VALID_PESEL}/Anna/Kowalska/70/31/${Date.parse('2026-11-22T12:00:00Z')}/09:30`);
    await waitFor(() => expect(saved).toEqual([`raport_egzaminu_${VALID_PESEL}.pdf`]));
  }, 20_000);
});
