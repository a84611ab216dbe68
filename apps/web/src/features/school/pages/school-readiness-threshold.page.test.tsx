// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeSchoolServer } from '../test/fake-school-server';
import { serveSchool } from '../test/school-test-utils';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const TEST_TIMEOUT_MS = 20_000;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/school/changeReadinessThreshold (issue 23)', () => {
  it('switches the mark on with a threshold, refusing one out of 0-100 before sending, and saves it', async () => {
    const server = new FakeSchoolServer({ readinessThreshold: null });
    serveSchool(server);
    renderApp('/school/changeReadinessThreshold');
    expect((await screen.findByTestId('school-readiness-off')).textContent).toBe('Oznaczanie jest wyłączone: nikt nie jest oznaczony.');
    fireEvent.click(screen.getByTestId('school-readiness-enabled'));
    const field = (await screen.findByTestId('school-readiness-threshold')) as HTMLInputElement;
    expect(field.value).toBe('80');

    type('school-readiness-threshold', '');
    fireEvent.click(screen.getByTestId('school-readiness-submit'));
    expect(await screen.findByText('Próg gotowości musi być liczbą całkowitą od 0 do 100.')).toBeTruthy();
    expect(server.calls('school/updateReadinessThreshold')).toHaveLength(0);

    type('school-readiness-threshold', '70');
    fireEvent.click(screen.getByTestId('school-readiness-submit'));
    await waitFor(() => expect(server.calls('school/updateReadinessThreshold')).toHaveLength(1));
    expect(server.calls('school/updateReadinessThreshold')[0]!.body).toEqual({ readinessThreshold: 70 });
    expect(server.school.readinessThreshold).toBe(70);
  }, TEST_TIMEOUT_MS);

  it('shows the stored threshold and switches the mark off (null)', async () => {
    const server = new FakeSchoolServer({ readinessThreshold: 65 });
    serveSchool(server);
    renderApp('/school/changeReadinessThreshold');
    expect(((await screen.findByTestId('school-readiness-threshold')) as HTMLInputElement).value).toBe('65');
    fireEvent.click(screen.getByTestId('school-readiness-enabled'));
    expect(await screen.findByTestId('school-readiness-off')).toBeTruthy();
    fireEvent.click(screen.getByTestId('school-readiness-submit'));
    await waitFor(() => expect(server.calls('school/updateReadinessThreshold')).toHaveLength(1));
    expect(server.calls('school/updateReadinessThreshold')[0]!.body).toEqual({ readinessThreshold: null });
  }, TEST_TIMEOUT_MS);
});
