// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError } from '../../../test/fake-api';
import { FakeSchoolServer } from '../test/fake-school-server';
import { isoDaysFromNow, serveSchool } from '../test/school-test-utils';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

describe('/school', () => {
  it('shows the login, days, books, expiry date, guardian and an empty logo, without alerts for a healthy school', async () => {
    const server = new FakeSchoolServer({ activeTill: '2099-12-31' });
    serveSchool(server);
    renderApp('/school');

    expect((await screen.findByTestId('school-heading')).textContent).toBe('OSK Zebra');
    expect(screen.getByTestId('school-login').textContent).toBe('osk@example.com');
    expect(screen.getByTestId('school-days').textContent).toBe('300');
    expect(screen.getByTestId('school-books').textContent).toBe('40');
    expect(screen.getByTestId('school-active-till').textContent).toBe('31.12.2099');
    expect((await screen.findByTestId('school-guardian-name')).textContent).toBe('Anna Opiekun');
    expect(screen.getByTestId('school-guardian-phone').textContent).toBe('22 100 20 30');
    expect(screen.getByTestId('school-guardian-email').textContent).toBe('opiekun@example.com');
    expect(screen.getByTestId('school-logo-empty').textContent).toBe('Brak logo');
    for (const alert of ['school-low-stock', 'school-expiry-soon', 'school-expired', 'school-no-pin', 'school-no-default-password', 'school-block-countdown']) {
      expect(screen.queryByTestId(alert)).toBeNull();
    }
    expect(screen.getByTestId('school-link-pin').getAttribute('href')).toBe('/school/changePin');
    expect(screen.getByTestId('school-link-properties').getAttribute('href')).toBe('/school/changeProperties');
    expect(screen.getByTestId('school-link-students').getAttribute('href')).toBe('/school/students');
    expect(screen.getByTestId('school-link-exams').getAttribute('href')).toBe('/school/exams');
    expect(server.calls('guardian/get/2')).toHaveLength(1);
  });

  it('warns about low stock, an expiry within 30 days and a missing PIN and default password, with links to set them', async () => {
    const till = isoDaysFromNow(10);
    const server = new FakeSchoolServer({ numberOfBooks: 5, booksAlertLevel: 20, activeTill: till, defaultPasswordSet: false }, null);
    serveSchool(server);
    renderApp('/school');

    expect((await screen.findByTestId('school-low-stock')).textContent).toBe('Mało książek w magazynie: 5 (próg 20).');
    const expiry = screen.getByTestId('school-expiry-soon').textContent ?? '';
    expect(expiry).toContain(`Konto wygasa ${formatDate(till)}`);
    expect(expiry).toMatch(/dni: (9|10|11)\)/);
    expect(screen.getByTestId('school-no-pin').textContent).toContain('Nie ustawiono PIN-u');
    expect(screen.getByTestId('school-no-pin-link').getAttribute('href')).toBe('/school/changePin');
    expect(screen.getByTestId('school-no-default-password-link').getAttribute('href')).toBe('/school/changeDefaultPassword');
    expect(screen.queryByTestId('school-expired')).toBeNull();
  });

  it('says when the content preview waits for the operator (issue 20), and not once it is approved', async () => {
    serveSchool(new FakeSchoolServer({ contentPreviewApproved: false }, null));
    renderApp('/school');
    expect((await screen.findByTestId('school-content-pending')).textContent).toContain('czeka na zatwierdzenie przez operatora');
  });

  it('shows no pending notice for an approved school', async () => {
    serveSchool(new FakeSchoolServer({ contentPreviewApproved: true }, null));
    renderApp('/school');
    expect(await screen.findByTestId('school-home')).toBeTruthy();
    expect(screen.queryByTestId('school-content-pending')).toBeNull();
  });

  it('does not warn about stock at the alert level, and warns that an expired account expired', async () => {
    const server = new FakeSchoolServer({ numberOfBooks: 20, booksAlertLevel: 20, activeTill: isoDaysFromNow(-3) });
    serveSchool(server);
    renderApp('/school');
    expect((await screen.findByTestId('school-expired')).textContent).toContain('Konto wygasło');
    expect(screen.queryByTestId('school-low-stock')).toBeNull();
    expect(screen.queryByTestId('school-expiry-soon')).toBeNull();
  });

  it('shows the stored logo from the logo call', async () => {
    const server = new FakeSchoolServer({ logoFilename: `${'b'.repeat(32)}.png` });
    serveSchool(server);
    renderApp('/school');
    const logo = await screen.findByTestId('school-logo');
    expect(logo.getAttribute('src')).toBe(`/api/eprawko-rest/media/logo/5?v=${'b'.repeat(32)}.png`);
  });

  it('shows the payment-block countdown when willBeBlockedAt is in the future', async () => {
    const server = new FakeSchoolServer({ willBeBlockedAt: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString() });
    serveSchool(server);
    renderApp('/school');
    const countdown = await screen.findByTestId('school-block-countdown');
    expect(countdown.textContent).toMatch(/^Ze względu na brak płatności Twoje konto zostanie zablokowane za: 2 d 0[01]:\d{2}:\d{2}$/);
  });

  it('shows the load error with a retry when school/show fails (a 4xx is not retried by itself)', async () => {
    const server = new FakeSchoolServer();
    serveSchool(server);
    server.api.failNextAt('eprawko-rest/school/show', apiError(404, 'msg.error.not.found', 'x'));
    renderApp('/school');
    expect((await screen.findByTestId('school-error')).textContent).toContain('Nie udało się wczytać danych szkoły.');
    screen.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await waitFor(() => expect(screen.getByTestId('school-heading').textContent).toBe('OSK Zebra'));
  });

  it('sends a learner away from the school pages', async () => {
    const server = new FakeSchoolServer();
    server.api.install();
    renderApp('/school');
    await waitFor(() => expect(screen.queryByTestId('school-home')).toBeNull());
    expect(server.calls('school/show')).toHaveLength(0);
  });
});
