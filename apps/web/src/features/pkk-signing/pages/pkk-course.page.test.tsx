// @vitest-environment jsdom
import { SZAFIR_SDK_VERSION, type PreflightResult } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, inject } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { setUpI18n } from '../../../test/app-test-utils';
import { browserLocation } from '../lib/browser';
import type { SzafirCallbacks, SzafirExtension } from '../signing/szafir-bridge';
import { aCourseForm, FakePkkSigningServer, OK_PREFLIGHT, PKK_ID, servePkkSigning, TASK_LIST, UNSIGNED_XML } from '../test/fake-pkk-signing-server';
import { renderCoursePage } from '../test/render-course';

let TEST_PRIVATE_KEY = '';
let TEST_CERTIFICATE = '';
let TEST_CA_CERTIFICATE = '';
beforeAll(() => {
  ({ privateKey: TEST_PRIVATE_KEY, certificate: TEST_CERTIFICATE, caCertificate: TEST_CA_CERTIFICATE } = inject('pkkTestCertificate'));
});

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  clearSessionUser();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.SZAFIR_SDK_EXTENSION;
  clearSessionUser();
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const signButton = () => screen.getByTestId('pkk-course-sign') as HTMLButtonElement;
/** The base64 of a text's UTF-8 bytes, as the page sends the signed document. */
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function open(server: FakePkkSigningServer) {
  servePkkSigning(server);
  renderCoursePage(`/pkk/course/${PKK_ID}`);
  await screen.findByTestId('pkk-course-form');
}

/** Fills the start date and waits for the debounced pre-flight answer. */
async function fillValid(server: FakePkkSigningServer) {
  type('pkk-course-start', '2026-10-01');
  await waitFor(() => expect(server.calls('pkk/preflight').length).toBeGreaterThan(0), { timeout: 3000 });
  await waitFor(() => expect(signButton().disabled).toBe(false));
}

/** Sign → method → signer confirm. */
async function signWith(method: string) {
  fireEvent.click(signButton());
  fireEvent.click(await screen.findByTestId(`pkk-method-${method}`));
  fireEvent.click(await screen.findByTestId('pkk-signer-confirm'));
}

describe('/pkk/course/{id}', () => {
  it('shows the candidate read-only and prefills category B with 30/30 hours, the lecturer field and the default signer', async () => {
    const server = new FakePkkSigningServer(aCourseForm('B'));
    await open(server);
    expect(screen.getByTestId('pkk-course-name').textContent).toBe('Anna Nowak');
    expect(screen.getByTestId('pkk-course-pesel').textContent).toBe('02270803628');
    expect(screen.getByTestId('pkk-course-category').textContent).toBe('B');
    expect(screen.getByTestId('pkk-course-number').textContent).toBe('12345 67890 12345 67890');
    expect(input('pkk-course-practical-hours').value).toBe('30');
    expect(input('pkk-course-theory-hours').value).toBe('30');
    expect(screen.getByTestId('pkk-course-lecturer')).toBeTruthy();
    expect(input('pkk-course-signer').value).toBe('Maria Podpisująca');
    expect(screen.getByTestId('pkk-course-cancel').getAttribute('href')).toBe('/pkk');
  });

  it('category CE needs no theory: no lecturer, no theory hours, 25 h of driving, and the update sends theory 0', async () => {
    const server = new FakePkkSigningServer(aCourseForm('CE'));
    await open(server);
    expect(screen.queryByTestId('pkk-course-lecturer')).toBeNull();
    expect(screen.queryByTestId('pkk-course-theory-hours')).toBeNull();
    expect(screen.getByTestId('pkk-course-no-theory').textContent).toContain('CE');
    expect(input('pkk-course-practical-hours').value).toBe('25');
    await fillValid(server);
    const body = server.calls('pkk/preflight').at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ pkkId: PKK_ID, theoryClassHours: 0, theoryClassMinutes: 0, lecturerId: null, practicalClassHours: 25, signerId: 4 });
  });

  it('category D starts with 20 h theory and 60 h driving', async () => {
    await open(new FakePkkSigningServer(aCourseForm('D')));
    expect(input('pkk-course-theory-hours').value).toBe('20');
    expect(input('pkk-course-practical-hours').value).toBe('60');
  });

  it('an invalid form disables "Podpisz i wyślij" and shows "Popraw błędne pola!" when sent', async () => {
    const server = new FakePkkSigningServer();
    await open(server);
    // No start date yet: nothing is checked, and the panel says what it waits for.
    expect(signButton().disabled).toBe(true);
    expect(screen.getByTestId('pkk-preflight-waiting').textContent).toContain('Uzupełnij poprawnie pola kursu');
    expect(server.calls('pkk/preflight')).toHaveLength(0);
    fireEvent.submit(screen.getByTestId('pkk-course-form'));
    expect((await screen.findByTestId('pkk-course-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getByText('To pole jest wymagane')).toBeTruthy();
    await fillValid(server);
    expect(screen.queryByTestId('pkk-preflight-waiting')).toBeNull();
    type('pkk-course-practical-minutes', '60');
    expect(signButton().disabled).toBe(true);
    expect(screen.getByText('Minuty muszą być z zakresu od 0 do 59.')).toBeTruthy();
    expect(server.calls('pkk/xml/updatePkk')).toHaveLength(0);
  });

  it('shows "Błąd wczytywania PKK" when the form cannot be read', async () => {
    const server = new FakePkkSigningServer();
    server.formStatus = 500;
    servePkkSigning(server);
    renderCoursePage(`/pkk/course/${PKK_ID}`);
    expect((await screen.findByTestId('pkk-course-load-error')).textContent).toContain('Błąd wczytywania PKK');
  });

  it('an ERROR of the pre-flight check blocks signing and is listed in red with its values', async () => {
    const server = new FakePkkSigningServer();
    server.preflight = (): PreflightResult => ({
      ok: false,
      findings: [{ code: 'BELOW_MINIMUM_PRACTICAL', severity: 'ERROR', message: 'msg.pkk.preflight.below.minimum.practical', values: { hours: 10, minimum: 30, category: 'B' } }],
      learner: { id: 9, name: 'Anna Nowak', practicalMinutes: 1830, theoryMinutes: 1800 },
      minimum: { theoryHours: 30, practicalHours: 30 },
    });
    await open(server);
    type('pkk-course-start', '2026-10-01');
    const errors = await screen.findByTestId('pkk-preflight-error', {}, { timeout: 3000 });
    expect(within(errors).getByTestId('pkk-preflight-finding-BELOW_MINIMUM_PRACTICAL').textContent).toBe('Zajęcia praktyczne: 10 h to mniej niż minimum 30 h dla kategorii B.');
    expect(screen.getByTestId('pkk-preflight-learner').textContent).toBe('Kursant w terminarzu: Anna Nowak — jazdy 30 h 30 min, teoria 30 h 0 min');
    expect(signButton().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('pkk-course-form'));
    expect((await screen.findByTestId('pkk-course-notice')).textContent).toBe('Popraw błędy wskazane w sprawdzeniu przed podpisaniem.');
    expect(screen.queryByTestId('pkk-method-dialog')).toBeNull();
  });

  it('a WARNING must be acknowledged before the method dialog opens; INFO is only shown', async () => {
    const server = new FakePkkSigningServer();
    server.preflight = (): PreflightResult => ({
      ok: true,
      findings: [
        { code: 'MORE_THAN_RECORDED_PRACTICAL', severity: 'WARNING', message: 'msg.pkk.preflight.more.than.recorded.practical', values: { hours: 30, recorded: 12, learner: 'Anna Nowak' } },
        { code: 'NO_RECORDED_LESSONS', severity: 'INFO', message: 'msg.pkk.preflight.no.recorded.lessons', values: {} },
      ],
      learner: null,
      minimum: { theoryHours: 30, practicalHours: 30 },
    });
    await open(server);
    type('pkk-course-start', '2026-10-01');
    await screen.findByTestId('pkk-preflight-warning', {}, { timeout: 3000 });
    expect(screen.getByTestId('pkk-preflight-info').textContent).toContain('Nie znaleziono kursanta ośrodka');
    expect(signButton().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('pkk-course-form'));
    expect((await screen.findByTestId('pkk-course-notice')).textContent).toBe('Potwierdź ostrzeżenia przed podpisaniem.');
    fireEvent.click(screen.getByTestId('pkk-preflight-ack'));
    await waitFor(() => expect(signButton().disabled).toBe(false));
    fireEvent.click(signButton());
    expect(await screen.findByTestId('pkk-method-dialog')).toBeTruthy();
  });

  it('qualified signature: the task list goes to the extension and the signed document is sent as base64 with userLogin', async () => {
    const server = new FakePkkSigningServer();
    const signed = '<AktualizacjaPkk>zażółć<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"/></AktualizacjaPkk>';
    const extension: SzafirExtension = {
      version: '2.0.6',
      hostAppVersion: SZAFIR_SDK_VERSION,
      init: vi.fn(async () => undefined),
      signTaskList: vi.fn((_xml: string, cb: SzafirCallbacks) => cb.onResult({ code: 0, signedXml: signed })),
    };
    window.SZAFIR_SDK_EXTENSION = extension;
    await open(server);
    await fillValid(server);
    type('pkk-course-practical-minutes', '15');
    await signWith('QUALIFIED');
    await screen.findByTestId('landed-pkk-show');
    expect(screen.getByTestId('landed-pkk-show').textContent).toBe(`/pkk/${PKK_ID}`);
    expect(extension.signTaskList).toHaveBeenCalledWith(TASK_LIST, expect.anything());
    const update = server.calls('pkk/update')[0];
    expect(update?.query.get('userLogin')).toBe('maria.p');
    expect(update?.body).toEqual({
      pkkId: PKK_ID,
      startDate: '2026-10-01',
      endDate: null,
      instructorId: null,
      // The only lecturer is preselected.
      lecturerId: 21,
      practicalClassHours: 30,
      practicalClassMinutes: 15,
      theoryClassHours: 30,
      theoryClassMinutes: 0,
      signerId: 4,
      requestBody: b64(signed),
      method: 'QUALIFIED',
    });
    expect(await screen.findByText('Aktualizacja PKK została podpisana i wysłana.')).toBeTruthy();
  });

  it('an empty card reader shows "Brak karty w czytniku!" and keeps the form', async () => {
    const server = new FakePkkSigningServer();
    window.SZAFIR_SDK_EXTENSION = {
      version: '2.0.6',
      hostAppVersion: SZAFIR_SDK_VERSION,
      init: async () => undefined,
      signTaskList: (_xml, cb) => cb.onError({ code: 'NO_CARD' }),
    };
    await open(server);
    await fillValid(server);
    type('pkk-course-theory-hours', '31');
    await signWith('QUALIFIED');
    expect(await screen.findByText('Brak karty w czytniku!')).toBeTruthy();
    expect(server.calls('pkk/update')).toHaveLength(0);
    expect(input('pkk-course-theory-hours').value).toBe('31');
    expect(input('pkk-course-start').value).toBe('2026-10-01');
  });

  it('no Szafir extension after 5 s: the full-screen overlay with the install link and "Pomiń"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = new FakePkkSigningServer();
      await open(server);
      await fillValid(server);
      await signWith('QUALIFIED');
      expect((await screen.findByTestId('pkk-course-progress')).textContent).toContain('Podpisywanie…');
      await vi.advanceTimersByTimeAsync(4000);
      expect(screen.queryByTestId('pkk-szafir-overlay-extension-missing')).toBeNull();
      await vi.advanceTimersByTimeAsync(1200);
      const overlay = await screen.findByTestId('pkk-szafir-overlay-extension-missing');
      expect(overlay.textContent).toContain('Nie znaleziono rozszerzenia Szafir');
      expect(screen.getByTestId('pkk-szafir-install').getAttribute('href')).toMatch(/^https:\/\//);
      expect(screen.getByTestId('pkk-szafir-skip').textContent).toBe('Pomiń');
      expect(server.calls('pkk/update')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an SDK init failure and a result code other than 0 are notifications', async () => {
    const server = new FakePkkSigningServer();
    const extension: SzafirExtension = { version: '2.0.6', hostAppVersion: '2.0.6', init: () => Promise.reject(new Error('x')), signTaskList: (_x, cb) => cb.onResult({ code: 7 }) };
    window.SZAFIR_SDK_EXTENSION = extension;
    await open(server);
    await fillValid(server);
    await signWith('QUALIFIED');
    expect(await screen.findByText('Błąd inicjalizacji bibliotek Szafir SDK!')).toBeTruthy();
    expect(screen.queryByText('Podpisywanie nie powiodło się.')).toBeNull();
    extension.init = async () => undefined;
    await signWith('QUALIFIED');
    expect(await screen.findByText('Podpisywanie nie powiodło się.')).toBeTruthy();
    expect(server.calls('pkk/update')).toHaveLength(0);
  });

  it('an outdated host application shows the full-screen overlay; "Pomiń" goes back to the method choice', async () => {
    const server = new FakePkkSigningServer();
    window.SZAFIR_SDK_EXTENSION = { version: '2.0.6', hostAppVersion: '1.9.0', init: async () => undefined, signTaskList: () => undefined };
    await open(server);
    await fillValid(server);
    await signWith('QUALIFIED');
    const overlay = await screen.findByTestId('pkk-szafir-overlay-host-outdated');
    expect(overlay.textContent).toContain('1.9.0');
    fireEvent.click(screen.getByTestId('pkk-szafir-skip'));
    expect(await screen.findByTestId('pkk-method-dialog')).toBeTruthy();
    expect(screen.queryByTestId('pkk-szafir-overlay-host-outdated')).toBeNull();
  });

  it('a refused update shows the server message in a red alert and keeps the values', async () => {
    const server = new FakePkkSigningServer();
    server.failUpdate = { status: 422, body: { code: 'msg.error.pkk.signature.signer.mismatch', message: 'Dokument podpisała inna osoba.' } };
    window.SZAFIR_SDK_EXTENSION = { version: '2.0.6', hostAppVersion: '2.0.6', init: async () => undefined, signTaskList: (_x, cb) => cb.onResult({ code: 0, signedXml: '<a/>' }) };
    await open(server);
    await fillValid(server);
    await signWith('QUALIFIED');
    const failure = await screen.findByTestId('pkk-course-failure');
    expect(failure.textContent).toContain('Nie udało się wysłać aktualizacji PKK');
    expect(screen.getByTestId('pkk-course-failure-description').textContent).toBe('Dokument podpisała inna osoba niż wybrana osoba upoważniona.');
    expect(input('pkk-course-start').value).toBe('2026-10-01');
    expect(screen.queryByTestId('landed-pkk-show')).toBeNull();
  });

  it('demo certificate outside demo mode: the server refuses with msg.error.pkk.demo.only, shown in the alert', async () => {
    const server = new FakePkkSigningServer();
    await open(server);
    await fillValid(server);
    await signWith('DEMO_CERTIFICATE');
    expect((await screen.findByTestId('pkk-course-failure-description')).textContent).toBe('Certyfikat testowy jest dostępny tylko w wersji demonstracyjnej.');
    expect(server.calls('pkk/demo/certificate')[0]?.body).toEqual({ signerId: 4 });
  });

  it('demo certificate in demo mode: signs in the browser and sends a XAdES document', async () => {
    const server = new FakePkkSigningServer();
    server.demoCertificate = { privateKey: TEST_PRIVATE_KEY, certificate: TEST_CERTIFICATE, caCertificate: TEST_CA_CERTIFICATE, validTo: '2099-01-01T00:00:00Z' };
    await open(server);
    await fillValid(server);
    await signWith('DEMO_CERTIFICATE');
    await screen.findByTestId('landed-pkk-show', {}, { timeout: 10_000 });
    const update = server.calls('pkk/update')[0];
    expect(update?.body).toMatchObject({ method: 'DEMO_CERTIFICATE', signerId: 4 });
    const signed = Buffer.from(String((update?.body as { requestBody: string }).requestBody), 'base64').toString('utf8');
    expect(signed).toContain('<NumerPkk>12345678901234567890</NumerPkk>');
    expect(signed).toContain('ds:Signature');
    expect(signed).toContain('SigningCertificate');
    expect(signed).toContain(TEST_CERTIFICATE);
    // The document the browser produced verifies.
    const { Parse, SignedXml } = await import('xadesjs');
    const doc = Parse(signed);
    const verifier = new SignedXml(doc);
    verifier.LoadXml(doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0] as Element);
    expect(await verifier.Verify()).toBe(true);
  });

  it('offers the demo certificate only in demo mode', async () => {
    const server = new FakePkkSigningServer();
    server.demoMode = false;
    await open(server);
    await fillValid(server);
    fireEvent.click(signButton());
    await screen.findByTestId('pkk-method-dialog');
    expect(screen.queryByTestId('pkk-method-DEMO_CERTIFICATE')).toBeNull();
    expect(screen.getByTestId('pkk-method-TRUSTED_PROFILE')).toBeTruthy();
    expect(screen.getByTestId('pkk-method-QUALIFIED')).toBeTruthy();
    expect(screen.getByTestId('pkk-method-UPLOAD')).toBeTruthy();
  });

  it('fallback: one signed XML file is uploaded and sent with method UPLOAD; wrong files are refused first', async () => {
    const server = new FakePkkSigningServer();
    await open(server);
    await fillValid(server);
    await signWith('UPLOAD');
    const file = screen.getByTestId('pkk-upload-input');
    const signed = '<?xml version="1.0"?><AktualizacjaPkk><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"/></AktualizacjaPkk>';
    fireEvent.change(file, { target: { files: [new File([signed], 'a.xml', { type: 'text/xml' }), new File([signed], 'b.xml', { type: 'text/xml' })] } });
    expect((await screen.findByTestId('pkk-upload-error')).textContent).toBe('Wybierz dokładnie jeden plik XML.');
    expect((screen.getByTestId('pkk-upload-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(file, { target: { files: [new File(['<!DOCTYPE x><x/>'], 'a.xml', { type: 'text/xml' })] } });
    expect((await screen.findByTestId('pkk-upload-error')).textContent).toBe('Dokument XML nie może zawierać deklaracji DTD ani encji.');
    fireEvent.change(file, { target: { files: [new File([signed], 'podpisany.xml', { type: 'text/xml' })] } });
    await screen.findByTestId('pkk-upload-chosen');
    fireEvent.click(screen.getByTestId('pkk-upload-send'));
    await screen.findByTestId('landed-pkk-show');
    const update = server.calls('pkk/update')[0];
    expect(update?.body).toMatchObject({ method: 'UPLOAD', requestBody: b64(signed), signerId: 4, startDate: '2026-10-01' });
    expect(update?.query.get('userLogin')).toBe('maria.p');
  });

  it('fallback: a refused signed file is said inside the upload dialog, above the page', async () => {
    const server = new FakePkkSigningServer();
    await open(server);
    await fillValid(server);
    await signWith('UPLOAD');
    const dialog = screen.getByTestId('pkk-upload-dialog');
    const signed = '<?xml version="1.0"?><AktualizacjaPkk><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"/></AktualizacjaPkk>';
    fireEvent.change(within(dialog).getByTestId('pkk-upload-input'), { target: { files: [new File([signed], 'podpisany.xml', { type: 'text/xml' })] } });
    await within(dialog).findByTestId('pkk-upload-chosen');
    server.failUpdate = { status: 400, body: { code: 'msg.error.sign.failed', message: 'bad signature' } };
    fireEvent.click(within(dialog).getByTestId('pkk-upload-send'));
    const failure = await within(dialog).findByTestId('pkk-upload-failure');
    expect(failure.textContent).toContain('Nie udało się wysłać aktualizacji PKK');
    expect(failure.textContent).toContain('Podpisywanie nie powiodło się.');
    expect(screen.getByTestId('pkk-upload-dialog')).toBeTruthy();
    // Sent again and accepted: the failure goes.
    fireEvent.click(within(dialog).getByTestId('pkk-upload-send'));
    await screen.findByTestId('landed-pkk-show');
  });

  it('fallback: "Pobierz XML" downloads the unsigned document as pkk-<number>.xml', async () => {
    const server = new FakePkkSigningServer();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await open(server);
    await fillValid(server);
    await signWith('UPLOAD');
    fireEvent.click(screen.getByTestId('pkk-upload-download-xml'));
    await waitFor(() => expect(clicks).toEqual(['pkk-12345678901234567890.xml']));
    expect(await created[0]?.text()).toBe(UNSIGNED_XML);
    expect(server.calls('pkk/xml/updatePkk')[0]?.body).toMatchObject({ pkkId: PKK_ID, startDate: '2026-10-01' });
  });

  it('trusted profile: starts with the unsigned document, saves the form and leaves for the signing service', async () => {
    const server = new FakePkkSigningServer();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await open(server);
    await fillValid(server);
    type('pkk-course-practical-hours', '33');
    await signWith('TRUSTED_PROFILE');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pz.example/sign?t=tp-1'));
    expect(server.calls('pkk/trustedProfile/start')[0]?.body).toEqual({ pkkId: PKK_ID, signerId: 4, document: UNSIGNED_XML, returnUrl: `/pkk/course/${PKK_ID}` });
    expect(sessionStorage.getItem(`pkk-signing:trusted-profile:${PKK_ID}`)).toContain('"practicalClassHours":"33"');
  });

  it('trusted profile return: ?tpToken restores the saved values and submits the signed result', async () => {
    const server = new FakePkkSigningServer();
    sessionStorage.setItem(
      `pkk-signing:trusted-profile:${PKK_ID}`,
      JSON.stringify({
        token: 'tp-1',
        values: { startDate: '2026-09-15', endDate: '', instructorId: '12', lecturerId: null, practicalClassHours: '33', practicalClassMinutes: '5', theoryClassHours: '30', theoryClassMinutes: '0', signerId: '3' },
      }),
    );
    server.trustedProfileResult = { status: 'SIGNED', requestBody: 'PHNpZ25lZC8+' };
    servePkkSigning(server);
    renderCoursePage(`/pkk/course/${PKK_ID}?tpToken=tp-1`);
    await screen.findByTestId('landed-pkk-show');
    expect(server.calls('pkk/trustedProfile/result/tp-1')).toHaveLength(1);
    const update = server.calls('pkk/update')[0];
    expect(update?.query.get('userLogin')).toBe('jan.kowalski');
    expect(update?.body).toMatchObject({ startDate: '2026-09-15', instructorId: 12, practicalClassHours: 33, practicalClassMinutes: 5, signerId: 3, requestBody: 'PHNpZ25lZC8+', method: 'TRUSTED_PROFILE' });
    expect(sessionStorage.getItem(`pkk-signing:trusted-profile:${PKK_ID}`)).toBeNull();
  });

  it('trusted profile return: a cancelled signature is a notification and the restored form stays', async () => {
    const server = new FakePkkSigningServer();
    sessionStorage.setItem(
      `pkk-signing:trusted-profile:${PKK_ID}`,
      JSON.stringify({ token: 'tp-1', values: { startDate: '2026-09-15', endDate: '', instructorId: null, lecturerId: null, practicalClassHours: '31', practicalClassMinutes: '0', theoryClassHours: '30', theoryClassMinutes: '0', signerId: '4' } }),
    );
    server.trustedProfileResult = { status: 'CANCELLED', requestBody: null };
    servePkkSigning(server);
    renderCoursePage(`/pkk/course/${PKK_ID}?tpToken=tp-1`);
    expect(await screen.findByText('Podpisywanie profilem zaufanym zostało anulowane.')).toBeTruthy();
    expect(input('pkk-course-practical-hours').value).toBe('31');
    expect(server.calls('pkk/update')).toHaveLength(0);
  });

  it('trusted profile return: an unknown token shows the server error', async () => {
    const server = new FakePkkSigningServer();
    servePkkSigning(server);
    renderCoursePage(`/pkk/course/${PKK_ID}?tpToken=other`);
    expect((await screen.findByTestId('pkk-course-failure-description')).textContent).toBe('Sesja podpisu profilem zaufanym wygasła. Podpisz dokument ponownie.');
    expect(OK_PREFLIGHT.ok).toBe(true);
  });
});
