// @vitest-environment jsdom
import { PKK_ACTIONS, PkkStatus } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { aPkkDetail, aPkkItem, FakePkkServer, PESEL_A, pkkNumber, servePkk } from './fake-pkk-server';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('/pkk/{id}', () => {
  it('shows every read-only section of a realistic profile', async () => {
    const server = new FakePkkServer();
    server.details.set(4, aPkkDetail(4));
    servePkk(server);
    renderApp('/pkk/4');
    expect(await screen.findByText('PKK 20260 00000 00000 00004')).toBeTruthy();
    expect(server.calls('pkk/4')[0]!.method).toBe('GET');
    expect(screen.getAllByTestId('pkk-status')[0]!.textContent).toBe('W trakcie szkolenia w OSK');
    expect(screen.getByTestId('pkk-show-download').textContent).toBe('02.03.2026 10:15');
    expect(screen.getByTestId('pkk-photo').getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('pkk-signature').getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('pkk-candidate-pesel').textContent).toBe(PESEL_A);
    expect(screen.getByTestId('pkk-candidate-birthDate').textContent).toBe('01.01.1990');
    expect(screen.getByTestId('pkk-candidate-address').textContent).toBe('Długa 5/12, 00-950 Warszawa');
    expect(screen.getByTestId('pkk-request-category').textContent).toBe('B');
    expect(screen.getByTestId('pkk-request-type').textContent).toBe('UZYSKANIE_UPRAWNIEN');
    expect(screen.getByTestId('pkk-parent-consent').textContent).toBe('nie');
    expect(screen.getByTestId('pkk-abroad-document-empty').textContent).toBe('brak');
    expect(within(screen.getByTestId('pkk-health-row')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['LEKARSKIE', 'ORZ/12/2026', '15.01.2026', '15.01.2036', '01.01']);
    expect(within(screen.getByTestId('pkk-ban')).getByText('Sąd Rejonowy Warszawa', { exact: false })).toBeTruthy();
    expect(within(screen.getByTestId('pkk-ban-category')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['A', 'ZAKAZ', '—', '01.05.2020', '01.05.2021', 'wygasł']);
    expect(screen.getByTestId('pkk-osk-school').textContent).toBe('OSK Zebra, 00121465');
    expect(screen.getByTestId('pkk-osk-start').textContent).toBe('05.03.2026');
    expect(screen.getByTestId('pkk-osk-practical').textContent).toBe('30 godz. 05 min');
    expect(screen.getByTestId('pkk-osk-theory').textContent).toBe('30 godz. 00 min');
    expect(screen.getAllByTestId('pkk-confirmation')).toHaveLength(1);
    expect(screen.getByTestId('pkk-confirmation').textContent).toContain('Ukończenie kursu');
    expect(screen.getByTestId('pkk-word-unit').textContent).toBe('Starostwo Powiatowe w Piasecznie (1418)');
    expect(within(screen.getByTestId('pkk-word-exam')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['TEORETYCZNY', 'B', 'POZYTYWNY', 'Marek Egzaminator', '20.04.2026']);
    expect(screen.getByTestId('pkk-word-suspensions-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-word-history-row').textContent).toBe('20.02.2026Wygenerowano profil kandydata');
    expect(screen.getAllByTestId('pkk-event-type').map((e) => e.textContent)).toEqual(['Zaimportowano', 'Zaktualizowano']);
    const updated = screen.getAllByTestId('pkk-event')[1]!;
    expect(updated.textContent).toContain('Jan Podpisujący');
    expect(updated.textContent).toContain('kurs zakończony');
    const audit = screen.getByTestId('pkk-audit-row');
    expect(audit.textContent).toContain('Certyfikat demonstracyjny');
    expect(audit.textContent).toContain('PNOPL-85122434568');
    expect(screen.getByTestId('pkk-audit-hash').textContent).toBe('ab12cd34ef56…567890');
    expect(screen.getByTestId('pkk-audit-hash').getAttribute('title')).toHaveLength(64);
    expect(screen.queryByTestId('pkk-complementary-banner')).toBeNull();
    expect(screen.queryByTestId('pkk-preview-banner')).toBeNull();
  });

  it('shows "brak" for empty sections and the complementary course banner', async () => {
    const server = new FakePkkServer();
    const base = aPkkDetail(6, 'COMPLEMENTARY_COURSE');
    server.details.set(6, { ...base, oskUpdate: null, wordSection: null, events: [], signatures: [], profile: { ...base.profile, healthStatements: [], bans: [], courseCompletionConfirmation: null, candidate: { ...base.profile.candidate, photo: null, signature: null, email: null } } });
    servePkk(server);
    renderApp('/pkk/6');
    expect((await screen.findByTestId('pkk-complementary-banner')).textContent).toContain('kurs uzupełniający');
    expect(screen.getByTestId('pkk-health-table-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-bans-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-osk-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-word-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-word-history-table-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-events-table-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-audit-table-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-confirmations-table-empty').textContent).toBe('brak');
    expect(screen.getByText('brak zdjęcia')).toBeTruthy();
  });

  it.each(PkkStatus.options)('offers the actions of status %s (PKK_ACTIONS, without VIEW)', async (status) => {
    const server = new FakePkkServer();
    server.details.set(8, aPkkDetail(8, status));
    servePkk(server);
    renderApp('/pkk/8');
    await screen.findByTestId('pkk-details');
    const shown = screen.queryAllByTestId(/^pkk-action-/).map((b) => b.getAttribute('data-testid')!.replace('pkk-action-', ''));
    expect(shown).toEqual(PKK_ACTIONS[status].filter((a) => a !== 'VIEW'));
  });

  it('refreshes with the birth date when the candidate has no PESEL', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(8)];
    const base = aPkkDetail(8);
    server.details.set(8, { ...base, profile: { ...base.profile, candidate: { ...base.profile.candidate, pesel: null } } });
    servePkk(server);
    renderApp('/pkk/8');
    fireEvent.click(await screen.findByTestId('pkk-action-REFRESH'));
    await screen.findByText('Dane PKK zostały odświeżone.');
    expect(Object.fromEntries(server.calls('pkk/query')[0]!.query)).toEqual({ pkkId: pkkNumber(8), birthDate: '1990-01-01' });
    await waitFor(() => expect(server.calls('pkk/8').length).toBeGreaterThanOrEqual(2));
  });

  it('returns the profile to the authority from the profile and goes back to the registry', async () => {
    const server = new FakePkkServer();
    server.details.set(8, aPkkDetail(8));
    servePkk(server);
    renderApp('/pkk/8');
    fireEvent.click(await screen.findByTestId('pkk-action-RETURN_TO_AUTHORITY'));
    const dialog = await screen.findByTestId('pkk-return-dialog');
    fireEvent.click(within(dialog).getByTestId('pkk-return-reason'));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Brak aktualizacji przez OSK' }));
    fireEvent.change(within(dialog).getByTestId('pkk-return-description'), { target: { value: 'Kandydat zrezygnował' } });
    await waitFor(() => expect((within(dialog).getByTestId('pkk-return-signer') as HTMLInputElement).value).toContain('login1'));
    fireEvent.click(within(dialog).getByTestId('pkk-return-submit'));
    await screen.findByTestId('pkk-list-page');
    const call = server.calls('pkk/returnToIssuingAuthority')[0]!;
    expect(Object.fromEntries(call.query)).toEqual({ pkkId: '8', userLogin: 'login1' });
    expect(call.body).toEqual({ type: 'OSK_UPDATE_MISSING', description: 'Kandydat zrezygnował', pkkUpdatePersons: { signer: { id: 1 } } });
  });

  it('shows a failed action’s server message in a red alert', async () => {
    const server = new FakePkkServer();
    server.details.set(8, aPkkDetail(8));
    servePkk(server);
    server.fail('pkk/return', 502, { code: 'msg.error.pkk.authority.unavailable', message: 'Rejestr niedostępny' });
    renderApp('/pkk/8');
    fireEvent.click(await screen.findByTestId('pkk-action-RETURN'));
    fireEvent.click(await screen.findByTestId('pkk-confirm-yes'));
    const alert = await screen.findByTestId('pkk-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent!.length).toBeGreaterThan(5);
    expect(server.calls('pkk/return')[0]!.query.toString()).toBe('pkkId=8');
  });

  it('shows "Błąd wczytywania PKK" with a back link when the profile cannot be read', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    server.fail('pkk/77', 403, { code: 'msg.error.pkk.not.allowed', message: 'not allowed' });
    renderApp('/pkk/77');
    const error = await screen.findByTestId('pkk-error');
    expect(error.textContent).toContain('Błąd wczytywania PKK');
    expect(error.textContent).toContain('Ośrodek nie ma uprawnień do obsługi PKK');
    expect(screen.getByTestId('pkk-back').getAttribute('href')).toBe('/pkk');
  });

  it('shows "Błąd wczytywania PKK" for an unknown profile', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    renderApp('/pkk/404');
    expect((await screen.findByTestId('pkk-error')).textContent).toContain('Błąd wczytywania PKK');
  });
});
