// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { clearSessionUser, getSessionUser, setSessionUser } from '../../../lib/session/session.store';
import type { LoginUser } from '@osk/contract';
import * as files from '../../../lib/save-file';
import { DataRightsCard } from './data-rights-card';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSessionUser(loginUserFixture() as LoginUser);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

describe('the profile\'s "Twoje dane" card', () => {
  it('downloads the JSON copy and the PDF summary under the names the server gives', async () => {
    const saved = vi.spyOn(files, 'saveFile').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/account/consents')) return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      const pdf = url.endsWith('/account/export/pdf');
      return new Response(pdf ? '%PDF-1.7' : '{"format":"prawko-osk-account-export"}', {
        status: 200,
        headers: { 'content-type': pdf ? 'application/pdf' : 'application/json', 'content-disposition': `attachment; filename="moje-dane-2026-11-27.${pdf ? 'pdf' : 'json'}"` },
      });
    });
    renderWithProviders(<DataRightsCard />);
    expect(screen.getByRole('heading', { name: 'Twoje dane' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('data-export-json'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]?.[1]).toBe('moje-dane-2026-11-27.json');
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringMatching(/\/api\/eprawko-rest\/account\/export$/));
    fireEvent.click(screen.getByTestId('data-export-pdf'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(saved.mock.calls[1]?.[1]).toBe('moje-dane-2026-11-27.pdf');
  });

  it('says why a download failed and saves nothing', async () => {
    const saved = vi.spyOn(files, 'saveFile').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/account/consents')) return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<DataRightsCard />);
    fireEvent.click(screen.getByTestId('data-export-json'));
    expect((await screen.findByTestId('data-export-error')).textContent).toBe('Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.');
    expect(saved).not.toHaveBeenCalled();
  });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('consents and the deletion of the account', () => {
  it('lists the consents with their versions and times, and gives the marketing one with the switch', async () => {
    let consents: unknown[] = [
      { kind: 'TERMS', version: '2026-11-27', givenAt: '2026-11-27T09:00:00.000Z', withdrawnAt: null },
      { kind: 'PRIVACY', version: 'UNRECORDED', givenAt: '2025-03-01T09:00:00.000Z', withdrawnAt: null },
    ];
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/account/consents/marketing')) {
        expect(init?.method).toBe('PUT');
        expect(JSON.parse(String(init?.body))).toEqual({ given: true });
        consents = [...consents, { kind: 'MARKETING', version: '2026-11-27', givenAt: '2026-11-27T10:00:00.000Z', withdrawnAt: null }];
        return json(200, consents);
      }
      return json(200, consents);
    });
    renderWithProviders(<DataRightsCard />);
    expect((await screen.findByTestId('consent-TERMS')).textContent).toContain('Regulamin serwisu — wersja z 27.11.2026');
    expect(screen.getByTestId('consent-PRIVACY').textContent).toContain('wersja zaakceptowana przy rejestracji (niezapisana)');
    const toggle = screen.getByTestId('consent-marketing-switch') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect((screen.getByTestId('consent-marketing-switch') as HTMLInputElement).checked).toBe(true));
    expect(screen.getByTestId('consent-MARKETING')).toBeTruthy();
  });

  it('asks for the password, shows a wrong one at its field, then closes the account and leaves the logged-in area', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/account/delete')) {
        const { currentPassword } = JSON.parse(String(init?.body)) as { currentPassword: string };
        if (currentPassword !== 'Dobre123!') return json(400, { code: 'msg.error.password.current.wrong', message: '', fields: [{ field: 'currentPassword', message: 'msg.error.password.current.wrong' }] });
        return json(200, { deletionRequestedAt: '2026-11-27T10:00:00.000Z', anonymisedAfter: '2026-12-11T10:00:00.000Z' });
      }
      return json(200, []);
    });
    renderWithProviders(<DataRightsCard />);
    fireEvent.click(screen.getByTestId('account-delete-open'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Po 14 dniach usuniemy Twoje dane osobowe/)).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('account-delete-password'), { target: { value: 'zle' } });
    fireEvent.click(within(dialog).getByTestId('account-delete-submit'));
    expect(await within(dialog).findByText('Obecne hasło jest nieprawidłowe')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('account-delete-password'), { target: { value: 'Dobre123!' } });
    fireEvent.click(within(dialog).getByTestId('account-delete-submit'));
    expect((await screen.findByTestId('account-delete-done')).textContent).toContain('Twoje dane osobowe usuniemy 11.12.2026');
    expect(getSessionUser()).not.toBeNull();
    fireEvent.click(screen.getByTestId('account-delete-leave'));
    await waitFor(() => expect(getSessionUser()).toBeNull());
  });

  it('offers no deletion to an account that is not a learner\'s', async () => {
    fetchMock.mockImplementation(async () => json(200, []));
    renderWithProviders(<DataRightsCard learner={false} />);
    expect(await screen.findByTestId('consents')).toBeTruthy();
    expect(screen.queryByTestId('account-delete-open')).toBeNull();
  });
});
