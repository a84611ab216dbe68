// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/pkk-search', () => {
  it('requires the number (20 digits, spaces allowed) and a valid PESEL in PESEL mode', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    renderApp('/pkk-search');
    fireEvent.click(await screen.findByTestId('pkk-search-download'));
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(2);
    type('pkk-search-number', '12345 67890');
    type('pkk-search-pesel', '90010112340');
    await waitFor(() => expect(screen.getByText('Numer PKK składa się z 20 cyfr.')).toBeTruthy());
    expect(screen.getByText('Niepoprawny numer PESEL.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pkk-search-preview'));
    expect(server.calls('pkk/')).toHaveLength(0);
    type('pkk-search-number', '1234a 67890 12345 67890');
    expect(screen.getByText('Numer PKK składa się z 20 cyfr.')).toBeTruthy();
    expect(screen.getByTestId('pkk-search-back').getAttribute('href')).toBe('/pkk');
  });

  it('searches and downloads with GET pkk/query and opens the downloaded profile', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(12)];
    server.details.set(12, aPkkDetail(12));
    servePkk(server);
    renderApp('/pkk-search');
    await screen.findByTestId('pkk-search-number');
    type('pkk-search-number', '20260 00000 00000 00012');
    type('pkk-search-pesel', PESEL_A);
    fireEvent.click(screen.getByTestId('pkk-search-download'));
    await screen.findByTestId('pkk-show-page');
    const call = server.calls('pkk/query')[0]!;
    expect(call.method).toBe('GET');
    expect(Object.fromEntries(call.query)).toEqual({ pkkId: pkkNumber(12), pesel: PESEL_A });
    expect(server.calls('pkk/12')).toHaveLength(1);
  });

  it('searches by birth date in BIRTH_DATE mode', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(3, 'IN_PROGRESS_WITH_OSK', { pesel: null })];
    server.details.set(3, aPkkDetail(3));
    servePkk(server);
    renderApp('/pkk-search');
    await screen.findByTestId('pkk-search-number');
    type('pkk-search-number', pkkNumber(3));
    fireEvent.click(screen.getByRole('radio', { name: 'Data urodzenia' }));
    fireEvent.click(await screen.findByTestId('pkk-search-download'));
    expect(await screen.findByText('To pole jest wymagane.')).toBeTruthy();
    type('pkk-search-birthDate', '2999-01-01');
    expect(await screen.findByText('Podaj poprawną datę urodzenia.')).toBeTruthy();
    type('pkk-search-birthDate', '2004-02-29');
    fireEvent.click(screen.getByTestId('pkk-search-download'));
    await screen.findByTestId('pkk-show-page');
    expect(Object.fromEntries(server.calls('pkk/query')[0]!.query)).toEqual({ pkkId: pkkNumber(3), birthDate: '2004-02-29' });
  });

  it('shows the server error (not found, held by another school) in a red alert', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    renderApp('/pkk-search');
    await screen.findByTestId('pkk-search-number');
    type('pkk-search-number', pkkNumber(99));
    type('pkk-search-pesel', PESEL_A);
    fireEvent.click(screen.getByTestId('pkk-search-download'));
    expect((await screen.findByTestId('pkk-alert')).textContent).toContain('Nie znaleziono profilu kandydata');
    server.items = [aPkkItem(99)];
    server.fail('pkk/query', 409, { code: 'msg.error.pkk.held.by.other', message: 'held' });
    fireEvent.click(screen.getByTestId('pkk-search-download'));
    await waitFor(() => expect(screen.getByTestId('pkk-alert').textContent).toContain('przypisany do innego ośrodka'));
    expect(screen.getByTestId('pkk-search-page')).toBeTruthy();
  });

  it('opens the preview with the parameters in the URL (GET pkk/preview), with the banner and no actions', async () => {
    const server = new FakePkkServer();
    const detail = aPkkDetail(5);
    server.preview = { profile: detail.profile, oskUpdate: null, wordSection: null };
    servePkk(server);
    renderApp('/pkk-search');
    await screen.findByTestId('pkk-search-number');
    type('pkk-search-number', '20260 00000 00000 00005');
    type('pkk-search-pesel', PESEL_A);
    fireEvent.click(screen.getByTestId('pkk-search-preview'));
    expect((await screen.findByTestId('pkk-preview-banner')).textContent).toContain('tylko podgląd');
    expect(Object.fromEntries(server.calls('pkk/preview')[0]!.query)).toEqual({ pkkId: pkkNumber(5), pesel: PESEL_A });
    expect(server.calls('pkk/query')).toHaveLength(0);
    expect(await screen.findByText('Podgląd PKK 20260 00000 00000 00005')).toBeTruthy();
    expect(screen.getByTestId('pkk-candidate-lastName').textContent).toBe('Nowak');
    expect(screen.getByTestId('pkk-osk-empty').textContent).toBe('brak');
    expect(screen.getByTestId('pkk-word-empty').textContent).toBe('brak');
    expect(screen.queryByTestId('pkk-actions')).toBeNull();
    expect(screen.queryByTestId('pkk-events')).toBeNull();
    expect(screen.queryByTestId('pkk-audit')).toBeNull();
  });

  it('shows "Błąd wczytywania PKK" when the preview fails or its URL is not a valid search', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    renderApp(`/preview/pkk?pkkId=${pkkNumber(5)}&pesel=${PESEL_A}`);
    const error = await screen.findByTestId('pkk-error');
    expect(error.textContent).toContain('Błąd wczytywania PKK');
    expect(error.textContent).toContain('Nie znaleziono profilu kandydata');
    expect(screen.getByTestId('pkk-back').getAttribute('href')).toBe(`/pkk-search?pkkId=${pkkNumber(5)}&pesel=${PESEL_A}`);
  });

  it('refuses a preview URL without a valid search', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    renderApp('/preview/pkk?pkkId=123');
    expect((await screen.findByTestId('pkk-error')).textContent).toContain('Błąd wczytywania PKK');
    expect(server.calls('pkk/preview')).toHaveLength(0);
  });
});
