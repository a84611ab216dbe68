// @vitest-environment jsdom
import { PKK_ACTIONS, PkkStatus } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { aPkkItem, aSigner, FakePkkServer, PESEL_B, pkkNumber, servePkk } from './fake-pkk-server';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSessionUser();
});

async function rowOf(id: number): Promise<HTMLElement> {
  const rows = await screen.findAllByTestId('pkk-row');
  const row = rows.find((r) => r.textContent?.includes(`Nowak${id}`));
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

describe('/pkk', () => {
  it('shows the registry number, the rows with the number in 4 groups of 5, statuses, dates and page links', async () => {
    const server = new FakePkkServer();
    server.items = Array.from({ length: 23 }, (_, i) => aPkkItem(i + 1, 'IN_PROGRESS_WITH_OSK', { updateDate: i === 0 ? '2026-04-10T12:30:00.000Z' : null }));
    server.items[1] = aPkkItem(2, 'COMPLEMENTARY_COURSE', { pesel: null });
    servePkk(server);
    renderApp('/pkk');

    await waitFor(() => expect(screen.getByTestId('pkk-registry-number').textContent).toBe('00121465'));
    const rows = await screen.findAllByTestId('pkk-row');
    expect(rows).toHaveLength(10);
    const first = rows[0]!;
    expect(within(first).getByTestId('pkk-number').textContent).toBe('20260 00000 00000 00001');
    expect(within(first).getByTestId('pkk-row-name').textContent).toBe('Anna1 Nowak1');
    expect(within(first).getByTestId('pkk-row-category').textContent).toBe('B');
    expect(within(first).getByTestId('pkk-status').textContent).toBe('W trakcie szkolenia w OSK');
    expect(within(first).getByTestId('pkk-row-download').textContent).toBe('02.03.2026 10:15');
    expect(within(first).getByTestId('pkk-row-update').textContent).toBe('10.04.2026 14:30');
    const complementary = rows[1]!;
    expect(complementary.getAttribute('data-status')).toBe('COMPLEMENTARY_COURSE');
    expect(within(complementary).getByTestId('pkk-status').textContent).toBe('Kurs uzupełniający');
    expect(within(complementary).getByTestId('pkk-row-pesel').textContent).toBe('brak');

    const call = server.calls('pkk/school/5').find((c) => c.method === 'POST')!;
    expect(call.query.get('pageNumber')).toBe('0');
    expect(call.query.get('pageSize')).toBe('10');
    expect(call.body).toEqual({});
    expect(screen.getAllByTestId(/^page-\d+$/)).toHaveLength(3);
    fireEvent.click(screen.getByTestId('page-3'));
    await waitFor(() => expect(screen.getAllByTestId('pkk-row')).toHaveLength(3));
    expect(server.calls('pkk/school/5').at(-1)!.query.get('pageNumber')).toBe('2');

    expect(screen.getByTestId('pkk-signers-link').getAttribute('href')).toBe('/signer');
    expect(screen.getByTestId('pkk-search-link').getAttribute('href')).toBe('/pkk-search');
    const report = screen.getByTestId('pkk-report-online');
    expect(report.getAttribute('href')).toBe('https://info-car.pl/new/');
    expect(report.getAttribute('target')).toBe('_blank');
    expect(report.getAttribute('rel')).toContain('noopener');
  });

  it('shows at most 10 page links', async () => {
    const server = new FakePkkServer();
    server.items = Array.from({ length: 150 }, (_, i) => aPkkItem(i + 1));
    servePkk(server);
    renderApp('/pkk');
    await screen.findAllByTestId('pkk-row');
    expect(screen.getAllByTestId(/^page-\d+$/)).toHaveLength(10);
  });

  it('disables the authorised persons button without canUsePkk and says why', async () => {
    const server = new FakePkkServer();
    server.info = { registryNumber: null, canUsePkk: false, signers: 0 };
    servePkk(server);
    renderApp('/pkk');
    expect(await screen.findByTestId('pkk-empty')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pkk-registry-number').textContent).toBe('nie podano'));
    expect((screen.getByTestId('pkk-signers-link') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('pkk-signers-hint').textContent).toContain('nie ma uprawnień');
  });

  it('sends the filters after the debounce, number without spaces, from the first page', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(1), aPkkItem(2, 'RELEASED', { pesel: PESEL_B, lastName: 'Kowalska' })];
    servePkk(server);
    renderApp('/pkk');
    await screen.findAllByTestId('pkk-row');
    const before = server.calls('pkk/school/5').length;
    fireEvent.change(screen.getByTestId('filter-lastName'), { target: { value: 'kowal' } });
    fireEvent.change(screen.getByTestId('filter-number'), { target: { value: '20260 00000 00000 00002' } });
    fireEvent.change(screen.getByTestId('filter-pesel'), { target: { value: PESEL_B } });
    fireEvent.change(screen.getByTestId('filter-firstName'), { target: { value: ' Anna2 ' } });
    // Nothing is sent before the debounce.
    expect(server.calls('pkk/school/5')).toHaveLength(before);
    await waitFor(() => expect(screen.getAllByTestId('pkk-row')).toHaveLength(1));
    expect(server.calls('pkk/school/5').at(-1)!.body).toEqual({ number: pkkNumber(2), pesel: PESEL_B, firstName: 'Anna2', lastName: 'kowal' });
    expect(server.calls('pkk/school/5').at(-1)!.query.get('pageNumber')).toBe('0');
    fireEvent.change(screen.getByTestId('filter-lastName'), { target: { value: 'nikt' } });
    expect((await screen.findByTestId('pkk-empty')).textContent).toContain('Żaden profil');
  });

  it('shows exactly the actions PKK_ACTIONS allows for each of the five statuses', async () => {
    const server = new FakePkkServer();
    server.items = PkkStatus.options.map((status, i) => aPkkItem(i + 1, status));
    servePkk(server);
    renderApp('/pkk');
    const rows = await screen.findAllByTestId('pkk-row');
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const status = row.getAttribute('data-status') as PkkStatus;
      const shown = within(row).getAllByTestId(/^pkk-action-/).map((b) => b.getAttribute('data-testid')!.replace('pkk-action-', ''));
      expect(shown, status).toEqual([...PKK_ACTIONS[status]]);
    }
    const inProgress = rows.find((r) => r.getAttribute('data-status') === 'IN_PROGRESS_WITH_OSK')!;
    expect(within(inProgress).getByTestId('pkk-action-VIEW').getAttribute('href')).toBe('/pkk/2');
    expect(within(inProgress).getByTestId('pkk-action-UPDATE').getAttribute('href')).toBe('/pkk/course/2');
  });

  it('refreshes and downloads with GET pkk/query (number and PESEL), then reloads the list with a notification', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(1, 'IMPORTED_FROM_PORTAL'), aPkkItem(2, 'UPDATED')];
    servePkk(server);
    renderApp('/pkk');
    fireEvent.click(within(await rowOf(1)).getByTestId('pkk-action-REFRESH'));
    await screen.findByText('Dane PKK zostały odświeżone.');
    const refresh = server.calls('pkk/query')[0]!;
    expect(refresh.method).toBe('GET');
    expect(Object.fromEntries(refresh.query)).toEqual({ pkkId: pkkNumber(1), pesel: '90010112349' });
    await waitFor(() => expect(server.calls('pkk/school/5').length).toBeGreaterThanOrEqual(2));

    fireEvent.click(within(await rowOf(2)).getByTestId('pkk-action-DOWNLOAD'));
    await screen.findByText('PKK zostało pobrane.');
    expect(Object.fromEntries(server.calls('pkk/query')[1]!.query)).toEqual({ pkkId: pkkNumber(2), pesel: '90010112349' });
  });

  it('sends a row without PESEL to the search in birth date mode', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(1, 'IMPORTED_FROM_PORTAL', { pesel: null })];
    servePkk(server);
    renderApp('/pkk');
    fireEvent.click(within(await rowOf(1)).getByTestId('pkk-action-REFRESH'));
    expect(((await screen.findByTestId('pkk-search-number')) as HTMLInputElement).value).toBe(pkkNumber(1));
    expect(screen.getByTestId('pkk-search-birthDate')).toBeTruthy();
    expect(server.calls('pkk/query')).toHaveLength(0);
  });

  it('returns a PKK after the confirmation with GET pkk/return?pkkId=<id>', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(7)];
    servePkk(server);
    renderApp('/pkk');
    fireEvent.click(within(await rowOf(7)).getByTestId('pkk-action-RETURN'));
    const dialog = await screen.findByTestId('pkk-confirm');
    expect(dialog.textContent).toContain('20260 00000 00000 00007');
    fireEvent.click(screen.getByTestId('pkk-confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('pkk-confirm')).toBeNull());
    expect(server.calls('pkk/return')).toHaveLength(0);
    fireEvent.click(within(await rowOf(7)).getByTestId('pkk-action-RETURN'));
    fireEvent.click(await screen.findByTestId('pkk-confirm-yes'));
    await screen.findByText('PKK zostało zwrócone.');
    expect(server.calls('pkk/return').map((c) => [c.method, c.query.toString()])).toEqual([['GET', 'pkkId=7']]);
  });

  it('removes a released PKK and a complementary course with GET pkk/remove?pkkId=<id>, adds one with pkk/complementary', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(3, 'RELEASED'), aPkkItem(4, 'COMPLEMENTARY_COURSE')];
    servePkk(server);
    renderApp('/pkk');
    fireEvent.click(within(await rowOf(3)).getByTestId('pkk-action-DELETE'));
    fireEvent.click(await screen.findByTestId('pkk-confirm-yes'));
    await screen.findByText('PKK zostało usunięte z rejestru.');
    fireEvent.click(within(await rowOf(4)).getByTestId('pkk-action-REMOVE_COMPLEMENTARY'));
    fireEvent.click(await screen.findByTestId('pkk-confirm-yes'));
    await screen.findByText('Usunięto kurs uzupełniający.');
    expect(server.calls('pkk/remove').map((c) => c.query.toString())).toEqual(['pkkId=3', 'pkkId=4']);

    fireEvent.click(within(await rowOf(3)).getByTestId('pkk-action-COMPLEMENTARY'));
    await screen.findByText('Dodano kurs uzupełniający.');
    expect(Object.fromEntries(server.calls('pkk/complementary')[0]!.query)).toEqual({ pkkId: pkkNumber(3), pesel: '90010112349' });
  });

  it('returns a PKK to the authority: validates, preselects the default signer and posts the body', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(9)];
    server.signers = [aSigner(1), aSigner(2, { defaultSigner: true, clientLogin: 'domyslny' })];
    servePkk(server);
    renderApp('/pkk');
    fireEvent.click(within(await rowOf(9)).getByTestId('pkk-action-RETURN_TO_AUTHORITY'));
    const dialog = await screen.findByTestId('pkk-return-dialog');
    await waitFor(() => expect((within(dialog).getByTestId('pkk-return-signer') as HTMLInputElement).value).toBe('Jan2 Podpisujący2 (domyslny)'));

    fireEvent.click(within(dialog).getByTestId('pkk-return-submit'));
    expect(await within(dialog).findAllByText('To pole jest wymagane.')).toHaveLength(2);
    fireEvent.change(within(dialog).getByTestId('pkk-return-description'), { target: { value: 'x'.repeat(501) } });
    expect(within(dialog).getByTestId('pkk-return-description-counter').textContent).toBe('501 / 500');
    await waitFor(() => expect(within(dialog).getByText('Tekst jest za długi (maksymalnie 500 znaków).')).toBeTruthy());
    expect(server.calls('pkk/returnToIssuingAuthority')).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('pkk-return-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Nieaktualne orzeczenie lekarskie' }));
    fireEvent.change(within(dialog).getByTestId('pkk-return-description'), { target: { value: '  Orzeczenie wygasło 01.03.2026.  ' } });
    fireEvent.click(within(dialog).getByTestId('pkk-return-submit'));
    await screen.findByText('PKK zostało zwrócone do organu wydającego.');
    const call = server.calls('pkk/returnToIssuingAuthority')[0]!;
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(call.query)).toEqual({ pkkId: '9', userLogin: 'domyslny' });
    expect(call.body).toEqual({ type: 'OUTDATED_HEALTH_STATEMENT', description: 'Orzeczenie wygasło 01.03.2026.', pkkUpdatePersons: { signer: { id: 2 } } });
    await waitFor(() => expect(screen.queryByTestId('pkk-return-dialog')).toBeNull());
  });

  it('offers the six return reasons with Polish labels and shows the server error inside the dialog', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(9)];
    servePkk(server);
    server.fail('pkk/returnToIssuingAuthority', 409, { code: 'msg.error.pkk.action.not.allowed', message: 'Ta operacja nie jest dostępna dla profilu w obecnym statusie.' });
    renderApp('/pkk');
    fireEvent.click(within(await rowOf(9)).getByTestId('pkk-action-RETURN_TO_AUTHORITY'));
    const dialog = await screen.findByTestId('pkk-return-dialog');
    fireEvent.click(within(dialog).getByTestId('pkk-return-reason'));
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Inny powód',
      'Niepoprawne dane kandydata',
      'Nieaktualne orzeczenie lekarskie',
      'Niepoprawne dane posiadanego dokumentu',
      'Oczekiwanie na upływ zakazów',
      'Brak aktualizacji przez OSK',
    ]);
    fireEvent.click(options[0]!);
    fireEvent.change(within(dialog).getByTestId('pkk-return-description'), { target: { value: 'Powód' } });
    await waitFor(() => expect((within(dialog).getByTestId('pkk-return-signer') as HTMLInputElement).value).toContain('login1'));
    fireEvent.click(within(dialog).getByTestId('pkk-return-submit'));
    expect((await within(dialog).findByTestId('pkk-return-alert')).textContent).toContain('Ta operacja nie jest dostępna');
  });

  it('shows the server message of a failed action in a red alert', async () => {
    const server = new FakePkkServer();
    server.items = [aPkkItem(1, 'IMPORTED_FROM_PORTAL')];
    servePkk(server);
    server.fail('pkk/query', 409, { code: 'msg.error.pkk.held.by.other', message: 'Profil kandydata jest obecnie przypisany do innego ośrodka szkolenia kierowców.' });
    renderApp('/pkk');
    fireEvent.click(within(await rowOf(1)).getByTestId('pkk-action-REFRESH'));
    const alert = await screen.findByTestId('pkk-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('przypisany do innego ośrodka');
  });

  it('shows a 403 msg.error.pkk.not.allowed of the registry as a red alert', async () => {
    const server = new FakePkkServer();
    servePkk(server);
    server.fail('pkk/school/5', 403, { code: 'msg.error.pkk.not.allowed', message: 'Ośrodek nie ma uprawnień do obsługi PKK.' });
    renderApp('/pkk');
    const alert = await screen.findByTestId('pkk-list-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Ośrodek nie ma uprawnień do obsługi PKK');
  });
});
