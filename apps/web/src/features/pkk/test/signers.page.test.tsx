// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { aSigner, FakePkkServer, PESEL_C, servePkk } from './fake-pkk-server';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/signer', () => {
  it('lists the signers 10 a page with the default mark, and links back to /pkk', async () => {
    const server = new FakePkkServer();
    server.signers = Array.from({ length: 12 }, (_, i) => aSigner(i + 1, { defaultSigner: i === 0 }));
    servePkk(server);
    renderApp('/signer');
    const rows = await screen.findAllByTestId('signer-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell').slice(0, 4).map((c) => c.textContent)).toEqual(['Jan1', 'Podpisujący1', 'login1', 'domyślna']);
    expect(within(rows[1]!).queryByTestId('signer-default')).toBeNull();
    expect(server.calls('pkk/signer')[0]!.query.get('pageNumber')).toBe('0');
    fireEvent.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(screen.getAllByTestId('signer-row')).toHaveLength(2));
    expect(server.calls('pkk/signer').at(-1)!.query.get('pageNumber')).toBe('1');
    expect(screen.getByTestId('pkk-back').getAttribute('href')).toBe('/pkk');
  });

  it('says so when there are no signers', async () => {
    const server = new FakePkkServer();
    server.signers = [];
    servePkk(server);
    renderApp('/signer');
    expect((await screen.findByTestId('signers-empty')).textContent).toContain('Brak osób upoważnionych');
  });

  it('validates and adds a signer with POST pkk/signer', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    renderApp('/signer');
    fireEvent.click(await screen.findByTestId('signers-add'));
    fireEvent.click(await screen.findByTestId('signer-save'));
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(3);
    type('signer-firstName', ' Ewa ');
    type('signer-lastName', 'Kowalska');
    type('signer-clientLogin', 'ewa.k');
    type('signer-pesel', '85122434560');
    fireEvent.click(screen.getByTestId('signer-save'));
    expect(await screen.findByText('Niepoprawny numer PESEL.')).toBeTruthy();
    expect(server.calls('pkk/signer').filter((c) => c.method === 'POST')).toHaveLength(0);
    type('signer-pesel', PESEL_C);
    fireEvent.click(screen.getByTestId('signer-default-checkbox'));
    fireEvent.click(screen.getByTestId('signer-save'));
    await screen.findByText('Zapisano osobę upoważnioną.');
    const post = server.calls('pkk/signer').find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ firstName: 'Ewa', lastName: 'Kowalska', clientLogin: 'ewa.k', defaultSigner: true, pesel: PESEL_C });
    await waitFor(() => expect(screen.getAllByTestId('signer-row')).toHaveLength(3));
  });

  it('edits a signer with PUT pkk/signer/{id} (empty PESEL sent as null)', async () => {
    const server = new FakePkkServer();
    server.signers = [aSigner(4, { pesel: PESEL_C })];
    servePkk(server);
    renderApp('/signer');
    fireEvent.click(await screen.findByTestId('signer-edit'));
    expect((screen.getByTestId('signer-clientLogin') as HTMLInputElement).value).toBe('login4');
    type('signer-lastName', 'Nowy');
    type('signer-pesel', '');
    fireEvent.click(screen.getByTestId('signer-save'));
    await screen.findByText('Zapisano osobę upoważnioną.');
    const put = server.calls('pkk/signer/4').find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ firstName: 'Jan4', lastName: 'Nowy', clientLogin: 'login4', defaultSigner: false, pesel: null });
  });

  it('removes a signer after the confirmation with DELETE pkk/signer/{id}', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    renderApp('/signer');
    fireEvent.click((await screen.findAllByTestId('signer-edit'))[1]!);
    fireEvent.click(await screen.findByTestId('signer-remove'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await screen.findByText('Usunięto osobę upoważnioną.');
    expect(server.calls('pkk/signer/2').map((c) => c.method)).toEqual(['DELETE']);
    await waitFor(() => expect(screen.getAllByTestId('signer-row')).toHaveLength(1));
  });

  it('shows the server message of a failed save, and the generic texts for other failures', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    server.fail('pkk/signer/1', 409, { code: 'msg.error.pkk.signer.login.used', message: 'login used' });
    renderApp('/signer');
    fireEvent.click((await screen.findAllByTestId('signer-edit'))[0]!);
    fireEvent.click(screen.getByTestId('signer-save'));
    const alert = await screen.findByTestId('signer-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Ta nazwa użytkownika jest już przypisana innej osobie upoważnionej.');

    server.fail('pkk/signer/1', 500, { code: 'INTERNAL', message: 'boom' });
    fireEvent.click(screen.getByTestId('signer-save'));
    await waitFor(() => expect(screen.getByTestId('signer-alert').textContent).toBe('Nie udało się zapisać osoby upoważnionej.'));

    server.fail('pkk/signer/1', 500, { code: 'INTERNAL', message: 'boom' });
    fireEvent.click(screen.getByTestId('signer-remove'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('signer-alert').textContent).toBe('Nie udało się usunąć osoby upoważnionej.'));
  });

  it('shows 403 msg.error.pkk.not.allowed as a red alert', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    server.fail('pkk/signer', 403, { code: 'msg.error.pkk.not.allowed', message: 'not allowed' });
    renderApp('/signer');
    const alert = await screen.findByTestId('pkk-alert');
    expect(alert.textContent).toContain('Ośrodek nie ma uprawnień do obsługi PKK');
  });
});
