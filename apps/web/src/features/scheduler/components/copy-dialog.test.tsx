// @vitest-environment jsdom
import type { LessonCopyPlan, LessonCopyRequest, PlannedLesson } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError } from '../../../test/fake-api';
import { aLesson, FakeSchedulerServer } from '../test/fake-scheduler-server';
import { serveScheduler } from '../test/serve';
import { CopyDialog } from './copy-dialog';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const TIMEOUT = 20_000;

const planned = (lessonDate: string, problems: PlannedLesson['problems'] = []): PlannedLesson => ({
  sourceId: 1,
  id: null,
  lessonType: 'DRIVE',
  lessonDate,
  startTime: '16:00',
  endTime: '17:00',
  instructor: { firstName: 'Jan', lastName: 'Kowalski' },
  student: { firstName: 'Anna', lastName: 'Nowak' },
  group: null,
  car: { registrationNumber: 'WX12345' },
  problems,
});
const overlap = { field: 'instructor', key: 'msg.error.lesson.overlap.instructor', message: 'Instruktor już posiada lekcję w tym czasie!' };

describe('CopyDialog', () => {
  it('copies a week: shows the planned lessons with their problems, saves nothing until the target week is free, then saves all', async () => {
    const server = new FakeSchedulerServer();
    const checks: LessonCopyRequest[] = [];
    const saves: LessonCopyRequest[] = [];
    server.api
      .post('lessonCopyCheck', ({ body }) => {
        checks.push(body as LessonCopyRequest);
        const to = (body as { to: string }).to;
        const plan: LessonCopyPlan = { lessons: to === '2030-04-08' ? [planned('2030-04-09', [overlap]), planned('2030-04-10')] : [planned('2030-04-16'), planned('2030-04-17')], skippedCancelled: 1 };
        return plan;
      })
      .post('lessonCopy', ({ body }) => {
        saves.push(body as LessonCopyRequest);
        return { lessons: [{ ...planned('2030-04-16'), id: 501 }, { ...planned('2030-04-17'), id: 502 }], skippedCancelled: 1 };
      });
    serveScheduler(server);
    const onSaved = vi.fn();
    renderWithProviders(<CopyDialog source={{ kind: 'week', date: '2030-04-03' }} isSchool onClose={() => undefined} onSaved={onSaved} />);
    const dialog = await screen.findByTestId('copy-dialog');
    expect(within(dialog).getByTestId('copy-from').textContent).toContain('01.04.2030 – 07.04.2030');
    // The school may copy one instructor's week.
    await waitFor(() => expect(within(dialog).getByTestId('copy-instructor').querySelectorAll('option').length).toBe(3));

    fireEvent.click(within(dialog).getByTestId('copy-check'));
    await within(dialog).findByTestId('copy-plan');
    expect(checks[0]).toEqual({ kind: 'week', from: '2030-04-01', to: '2030-04-08' });
    const rows = within(dialog).getAllByTestId('copy-planned');
    expect(rows.map((r) => r.getAttribute('data-problem'))).toEqual(['true', 'false']);
    expect(rows[0]?.textContent).toContain('wt. 09.04.2030, 16:00–17:00');
    expect(rows[0]?.textContent).toContain('Instruktor już posiada lekcję w tym czasie!');
    expect(within(dialog).getByTestId('copy-summary').textContent).toBe('Lekcje do utworzenia: 2. Pominięte odwołane: 1.');
    expect(within(dialog).getByTestId('copy-problems').textContent).toContain('wszystkie lekcje albo żadnej');
    // With a problem there is nothing to save.
    expect(within(dialog).queryByTestId('copy-save')).toBeNull();

    // Another target week (any day of it): the old plan goes, a new check finds no problems.
    fireEvent.change(within(dialog).getByTestId('copy-to'), { target: { value: '2030-04-18' } });
    expect(within(dialog).queryByTestId('copy-plan')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('copy-check'));
    const save = await within(dialog).findByTestId('copy-save');
    expect(checks[1]).toEqual({ kind: 'week', from: '2030-04-01', to: '2030-04-15' });
    expect(save.textContent).toBe('Zapisz lekcje (2)');
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(2));
    expect(saves).toEqual([{ kind: 'week', from: '2030-04-01', to: '2030-04-15' }]);
  }, TIMEOUT);

  it('copies one day of one instructor', async () => {
    const server = new FakeSchedulerServer();
    const checks: LessonCopyRequest[] = [];
    server.api.post('lessonCopyCheck', ({ body }) => {
      checks.push(body as LessonCopyRequest);
      return { lessons: [], skippedCancelled: 0 };
    });
    serveScheduler(server);
    renderWithProviders(<CopyDialog source={{ kind: 'week', date: '2030-04-03' }} isSchool onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = await screen.findByTestId('copy-dialog');
    fireEvent.click(within(dialog).getByText('Jeden dzień'));
    expect((within(dialog).getByTestId('copy-weekday') as HTMLSelectElement).value).toBe('3');
    await waitFor(() => expect(within(dialog).getByTestId('copy-instructor').querySelectorAll('option').length).toBe(3));
    fireEvent.change(within(dialog).getByTestId('copy-instructor'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByTestId('copy-check'));
    expect((await within(dialog).findByTestId('copy-empty')).textContent).toContain('Brak lekcji do skopiowania');
    expect(checks).toEqual([{ kind: 'week', from: '2030-04-01', to: '2030-04-08', weekday: 3, instructorId: 2 }]);
  }, TIMEOUT);

  it('makes a weekly series of a lesson; a save refused meanwhile (409) shows why and the lessons again', async () => {
    const server = new FakeSchedulerServer();
    const checks: LessonCopyRequest[] = [];
    let busy = false;
    server.api
      .post('lessonCopyCheck', ({ body }) => {
        checks.push(body as LessonCopyRequest);
        return { lessons: [planned('2030-04-09'), planned('2030-04-16', busy ? [overlap] : [])], skippedCancelled: 0 };
      })
      .post('lessonCopy', () => {
        busy = true;
        return apiError(409, 'msg.error.lesson.copy.refused', 'Nie zapisano kopii: część lekcji koliduje lub jest niepoprawna. Sprawdź listę.', [{ field: 'lessons.1.instructor', message: overlap.message, key: overlap.key }]);
      });
    serveScheduler(server, 'INSTRUCTOR');
    const lesson = aLesson(7, { lessonDate: '2030-04-02', startTime: '16:00', endTime: '17:00' });
    renderWithProviders(<CopyDialog source={{ kind: 'lesson', lesson }} isSchool={false} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = await screen.findByTestId('copy-dialog');
    // One copy by default: a week later, the same time.
    expect((within(dialog).getByTestId('copy-date') as HTMLInputElement).value).toBe('2030-04-09');
    expect((within(dialog).getByTestId('copy-start') as HTMLSelectElement).value).toBe('16:00');
    fireEvent.click(within(dialog).getByText('Seria co tydzień'));
    fireEvent.change(within(dialog).getByTestId('copy-occurrences'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByTestId('copy-check'));
    fireEvent.click(await within(dialog).findByTestId('copy-save'));
    expect((await within(dialog).findByTestId('copy-failure')).textContent).toBe('Nie zapisano kopii: część lekcji koliduje lub jest niepoprawna. Sprawdź listę.');
    await waitFor(() => expect(within(dialog).getAllByTestId('copy-planned').map((r) => r.getAttribute('data-problem'))).toEqual(['false', 'true']));
    expect(checks).toEqual([
      { kind: 'series', lessonId: 7, occurrences: 3 },
      { kind: 'series', lessonId: 7, occurrences: 3 },
    ]);
    expect(within(dialog).queryByTestId('copy-save')).toBeNull();
  }, TIMEOUT);
});
