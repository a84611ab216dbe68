// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { clearSessionUser } from '../../../lib/session/session.store';
import { setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi, type HttpMethod } from '../../../test/fake-api';
import { ActivateAccount } from './activate-account';

let api: FakeApi;

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi();
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Renders the activation of a token in StrictMode (effects run twice there) with a location probe. */
function renderActivation(token = 'tok123') {
  render(
    <StrictMode>
      <AppProviders env="test">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[`/action/ACTIVATE_ACCOUNT/${token}`]}>
            <Routes>
              <Route path="/action/ACTIVATE_ACCOUNT/:uuid" element={<ActivateAccount token={token} />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </AppProviders>
    </StrictMode>,
  );
}

function calls(method: HttpMethod, fragment: string) {
  return api.calls(undefined, method).filter((call) => call.url.includes(fragment));
}

describe('activation page', () => {
  it('activates once, even when React runs the effect twice, and shows ACTIVATE_ACCOUNT', async () => {
    api.post('activate', { type: 'ACTIVATE_ACCOUNT' }).get('activate', { status: 'NEW', passwordRequired: false, email: 'ola@example.com' });
    renderActivation();
    expect((await screen.findByTestId('location')).textContent).toBe('/action/ACTIVATE_ACCOUNT/');
    expect(calls('GET', '/api/eprawko-rest/activate/tok123')).toHaveLength(1);
    expect(calls('POST', '/api/eprawko-rest/activate/tok123')).toHaveLength(1);
  });

  it('sends a used link to ALREADY_CONFIRMED without activating again', async () => {
    api.get('activate', { status: 'CONFIRMED', passwordRequired: false, email: 'ola@example.com' });
    renderActivation();
    expect((await screen.findByTestId('location')).textContent).toBe('/action/ALREADY_CONFIRMED/');
    expect(calls('POST', '/activate/')).toHaveLength(0);
  });

  it('shows an error page for a forged link', async () => {
    api.get('activate', apiError(404, 'msg.error.activation.link.invalid', 'Link aktywacyjny jest nieprawidłowy. Sprawdź, czy został skopiowany w całości.'));
    renderActivation();
    expect((await screen.findByTestId('action-title')).textContent).toBe('Nieprawidłowy link aktywacyjny');
    expect(screen.getByTestId('action-message').textContent).toBe('Link aktywacyjny jest nieprawidłowy. Sprawdź, czy został skopiowany w całości.');
    expect(screen.queryByTestId('activation-resend')).toBeNull();
  });

  it('offers a new link for an expired one', async () => {
    api.post('activateResend', { status: 'SENT' }).get('activate', apiError(410, 'msg.error.activation.link.expired', 'Link aktywacyjny wygasł.'));
    renderActivation();
    expect((await screen.findByTestId('action-title')).textContent).toBe('Link aktywacyjny wygasł');
    fireEvent.click(screen.getByTestId('activation-resend'));
    expect((await screen.findByTestId('activation-resent')).textContent).toBe('Wysłaliśmy nowy link aktywacyjny. Sprawdź skrzynkę e-mail.');
    expect(calls('POST', '/api/eprawko-rest/activate/tok123/resend')).toHaveLength(1);
  });

  it('asks a coupon account for its password and names before activating', async () => {
    api.post('activate', { type: 'ACTIVATE_ACCOUNT' }).get('activate', { status: 'NEW', passwordRequired: true, email: 'kupon@example.com' });
    renderActivation();
    await screen.findByTestId('activation-set-password');
    expect(calls('POST', '/activate/')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('activation-submit'));
    expect(await screen.findByText('Hasło jest wymagane')).toBeTruthy();
    expect(screen.getByText('Imię jest wymagane')).toBeTruthy();
    expect(calls('POST', '/activate/')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('activation-password'), { target: { value: 'Nowe-haslo-123' } });
    fireEvent.change(screen.getByTestId('activation-repeat-password'), { target: { value: 'Nowe-haslo-123' } });
    fireEvent.change(screen.getByTestId('activation-first-name'), { target: { value: 'Jan' } });
    fireEvent.change(screen.getByTestId('activation-last-name'), { target: { value: 'Nowak' } });
    fireEvent.click(screen.getByTestId('activation-submit'));
    expect((await screen.findByTestId('location')).textContent).toBe('/action/ACTIVATE_ACCOUNT/');
    expect(api.bodies('activate', 'POST')).toEqual([{ password: 'Nowe-haslo-123', repeatPassword: 'Nowe-haslo-123', firstName: 'Jan', lastName: 'Nowak' }]);
  });
});

describe('activation page loading', () => {
  it('shows a loader while the link is checked', async () => {
    api.get('activate', () => new Promise(() => undefined));
    renderActivation();
    await waitFor(() => expect(screen.getByTestId('activation-checking')).toBeTruthy());
  });
});
