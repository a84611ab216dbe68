// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CardLesson } from '@osk/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeSchedulerServer } from '../test/fake-scheduler-server';
import { serveScheduler } from '../test/serve';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const TIMEOUT = 30_000;
const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const row = (id: number, start: string, end: string, lessonType: CardLesson['lessonType'] = 'DRIVE'): CardLesson => ({
  lessonId: id,
  lessonType,
  instructor: { id: 2, firstName: 'Ewa', lastName: 'Lis' },
  orginalLessonDate: '2030-03-0' + id,
  orginalStartTime: start,
  orginalEndTime: end,
  overridedLessonDate: null,
  overridedStartTime: null,
  overridedEndTime: null,
  override: false,
  selected: true,
});

describe('/progress-card', () => {
  it('says so when the cards feature is off', async () => {
    const server = new FakeSchedulerServer();
    server.features = { scheduler: true, cards: false };
    serveScheduler(server);
    renderApp('/progress-card');
    expect((await screen.findByTestId('card-unavailable')).textContent).toBe('Karty zajęć nie są dostępne.');
    expect(server.calls('lessons/cards')).toHaveLength(0);
  }, TIMEOUT);

  it('counts drives in 60-minute hours and lectures in 45-minute hours with overrides, checks the PESEL and posts the card request for the PDF', async () => {
    const server = new FakeSchedulerServer();
    server.cards = [row(1, '10:00', '11:30'), row(2, '12:00', '13:30', 'LECTURE')];
    serveScheduler(server);
    const createObjectURL = vi.fn(() => 'blob:card');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderApp('/progress-card');
    await waitFor(() => expect(screen.getByTestId('card-student').querySelectorAll('option').length).toBe(3));
    fireEvent.click(screen.getByTestId('card-generate'));
    expect(await screen.findAllByText('To pole jest wymagane')).not.toHaveLength(0);
    expect(server.calls('lessons/cards', 'POST')).toHaveLength(0);

    await waitFor(() => expect(screen.getByTestId('card-instructor').querySelectorAll('option').length).toBe(3));
    change('card-instructor', '2');
    change('card-student', '11');
    await waitFor(() => expect(screen.getByTestId('card-practical-hours').textContent).toBe('1,50 h'));
    expect(screen.getByTestId('card-theory-hours').textContent).toBe('2,00 h');
    // Against the category's minimum (issue 22's ledger): B needs 30 practical and 30 theory hours, C+E 25 and none.
    expect(screen.getByTestId('card-practical-hours-minimum').textContent).toBe('Minimum dla kategorii B: 30 h');
    fireEvent.change(screen.getByTestId('card-category'), { target: { value: 'CE' } });
    expect(screen.getByTestId('card-practical-hours-minimum').textContent).toBe('Minimum dla kategorii CE: 25 h');
    expect(screen.getByTestId('card-theory-hours-minimum').textContent).toBe('Minimum dla kategorii CE: 0 h');
    fireEvent.change(screen.getByTestId('card-category'), { target: { value: 'B' } });
    const query = server.calls('lessons/cards', 'GET').at(-1)!.query;
    expect([query.get('studentId'), query.get('instructorId')]).toEqual(['11', '2']);
    expect(screen.getByTestId('card-hours-1').textContent).toBe('1,50');
    expect(screen.getByTestId('card-hours-2').textContent).toBe('2,00');
    expect(screen.getByTestId('card-row-1').textContent).toContain('Lis Ewa');
    // Override the first lesson to 60 minutes; deselect the second.
    expect(screen.queryByTestId('card-start-1')).toBeNull();
    fireEvent.click(screen.getByTestId('card-override-1'));
    expect((screen.getByTestId('card-start-1') as HTMLSelectElement).disabled).toBe(false);
    change('card-end-1', '11:00');
    await waitFor(() => expect(screen.getByTestId('card-hours-1').textContent).toBe('1,00'));
    fireEvent.click(screen.getByTestId('card-select-2'));
    await waitFor(() => expect(screen.getByTestId('card-theory-hours').textContent).toBe('0,00 h'));
    expect(screen.getByTestId('card-practical-hours').textContent).toBe('1,00 h');

    change('card-pesel', '12345678901');
    fireEvent.click(screen.getByTestId('card-generate'));
    expect((await screen.findByText('Podaj prawidłowy numer PESEL', { exact: false })).textContent).toBeTruthy();
    change('card-pesel', '44051401359');
    fireEvent.click(screen.getByTestId('card-generate'));
    await waitFor(() => expect(server.calls('lessons/cards', 'POST')).toHaveLength(1));
    expect(server.calls('lessons/cards', 'POST')[0]!.body).toEqual({
      category: 'B',
      pesel: '44051401359',
      birthDate: null,
      instructorId: 2,
      studentId: 11,
      overrides: [
        { lessonId: 1, selected: true, override: true, overridedLessonDate: '2030-03-01', overridedStartTime: '10:00', overridedEndTime: '11:00' },
        { lessonId: 2, selected: false, override: false, overridedLessonDate: null, overridedStartTime: null, overridedEndTime: null },
      ],
    });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(clicked).toEqual(['karta-zajec-Nowak.pdf']));
    click.mockRestore();
  }, TIMEOUT);
});
