// @vitest-environment jsdom
import { LOGO_MAX_BYTES } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeSchoolServer, type ReceivedFile } from '../test/fake-school-server';
import { fileOf, PNG_HEAD, serveSchool } from '../test/school-test-utils';

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

const uploader = () => screen.getByTestId('logo-uploader');
const pickFile = (file: File) => fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });

describe('/school/edit logo', () => {
  it('goes EMPTY -> CHANGE (preview, save or cancel) -> SET and uploads the one file', async () => {
    const server = new FakeSchoolServer({ logoFilename: null });
    serveSchool(server);
    renderApp('/school/edit');
    await screen.findByTestId('logo-uploader');
    expect(uploader().dataset.state).toBe('EMPTY');
    expect(screen.getByTestId('logo-pick').textContent).toBe('Wgraj logo');
    expect(screen.getByTestId('logo-image-empty')).toBeTruthy();

    // Cancel goes back to EMPTY without sending anything.
    pickFile(fileOf('logo.png', PNG_HEAD));
    await waitFor(() => expect(uploader().dataset.state).toBe('CHANGE'));
    expect(screen.getByTestId('logo-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByTestId('logo-cancel'));
    expect(uploader().dataset.state).toBe('EMPTY');

    pickFile(fileOf('logo.png', PNG_HEAD, 2048));
    await waitFor(() => expect(uploader().dataset.state).toBe('CHANGE'));
    fireEvent.click(screen.getByTestId('logo-save'));
    await waitFor(() => expect(uploader().dataset.state).toBe('SET'));
    const uploads = server.calls('media/logo/upload/5');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.method).toBe('POST');
    expect(uploads[0]?.body as ReceivedFile).toEqual({ name: 'logo.png', size: 2048 });
    expect(screen.getByTestId('logo-image').getAttribute('src')).toBe(`/api/eprawko-rest/media/logo/5?v=${server.school.logoFilename}`);
    expect(screen.getByTestId('logo-pick').textContent).toBe('Zmień logo');
  });

  it('refuses a file that is not an image by its content, and one over 1 MB, before sending', async () => {
    const server = new FakeSchoolServer({ logoFilename: `${'c'.repeat(32)}.png` });
    serveSchool(server);
    renderApp('/school/edit');
    await screen.findByTestId('logo-uploader');
    expect(uploader().dataset.state).toBe('SET');

    // A text file named .png is still not an image.
    pickFile(fileOf('logo.png', [0x68, 0x65, 0x6c, 0x6c, 0x6f], 64, 'image/png'));
    expect((await screen.findByTestId('logo-error')).textContent).toBe('Logo musi być obrazem (PNG, JPEG, GIF lub WebP).');
    expect(uploader().dataset.state).toBe('SET');

    pickFile(fileOf('big.png', PNG_HEAD, LOGO_MAX_BYTES + 1));
    await waitFor(() => expect(screen.getByTestId('logo-error').textContent).toBe('Logo może mieć najwyżej 1 MB.'));
    expect(uploader().dataset.state).toBe('SET');
    expect(server.calls('media/logo/upload')).toHaveLength(0);
  });

  it("shows the server's refusal of an upload and stays in CHANGE", async () => {
    const server = new FakeSchoolServer();
    server.failNext.push({ status: 413, code: 'msg.error.logo.too.large' });
    serveSchool(server);
    renderApp('/school/edit');
    await screen.findByTestId('logo-uploader');
    pickFile(fileOf('logo.png', PNG_HEAD));
    await waitFor(() => expect(uploader().dataset.state).toBe('CHANGE'));
    fireEvent.click(screen.getByTestId('logo-save'));
    expect((await screen.findByTestId('logo-error')).textContent).toBe('Logo może mieć najwyżej 1 MB.');
    expect(uploader().dataset.state).toBe('CHANGE');
  });
});

describe('/school/edit details', () => {
  it('refuses a bad NIP and postcode with the banner, then saves and reports success', async () => {
    const server = new FakeSchoolServer();
    serveSchool(server);
    renderApp('/school/edit');
    const nip = await screen.findByTestId('school-edit-nip');
    fireEvent.change(nip, { target: { value: '5260250275' } });
    fireEvent.change(screen.getByTestId('school-edit-address-post-code'), { target: { value: '00001' } });
    fireEvent.click(screen.getByTestId('school-edit-submit'));
    expect((await screen.findByTestId('school-form-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getByText('NIP musi mieć 10 cyfr z poprawną cyfrą kontrolną.')).toBeTruthy();
    expect(screen.getByText('Kod pocztowy ma postać NN-NNN.')).toBeTruthy();
    expect(server.calls('school/update')).toHaveLength(0);

    fireEvent.change(nip, { target: { value: '526-025-02-74' } });
    fireEvent.change(screen.getByTestId('school-edit-address-post-code'), { target: { value: '00-950' } });
    fireEvent.change(screen.getByTestId('school-edit-name'), { target: { value: 'OSK Zebra Plus' } });
    fireEvent.click(screen.getByTestId('school-edit-submit'));
    expect(await screen.findByText('Zmiany zostały zapisane.')).toBeTruthy();
    await waitFor(() => expect(server.calls('school/update')).toHaveLength(1));
    const body = server.calls('school/update')[0]?.body as { name: string; nip: string; address: { postCode: string } };
    expect(body.name).toBe('OSK Zebra Plus');
    expect(body.address.postCode).toBe('00-950');
    // Back on the school home with the saved name.
    await waitFor(() => expect(screen.getByTestId('school-heading').textContent).toBe('OSK Zebra Plus'));
  });

  it("edits the public contact card learners see with invitations, refusing a bad website and phone", async () => {
    const server = new FakeSchoolServer();
    serveSchool(server);
    renderApp('/school/edit');
    const email = await screen.findByTestId('school-edit-contact-email');
    expect((email as HTMLInputElement).value).toBe('biuro@zielonafala.example');
    expect((screen.getByTestId('school-edit-contact-phone') as HTMLInputElement).value).toBe('221234567');
    fireEvent.change(screen.getByTestId('school-edit-contact-website'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(screen.getByTestId('school-edit-contact-phone'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('school-edit-submit'));
    expect(await screen.findByText('Podaj adres strony internetowej, np. www.szkola.pl.')).toBeTruthy();
    expect(server.calls('school/update')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('school-edit-contact-website'), { target: { value: 'www.zielonafala.example' } });
    fireEvent.change(screen.getByTestId('school-edit-contact-phone'), { target: { value: '61 123 45 67' } });
    fireEvent.change(email, { target: { value: 'kontakt@zielonafala.example' } });
    fireEvent.click(screen.getByTestId('school-edit-submit'));
    await waitFor(() => expect(server.calls('school/update')).toHaveLength(1));
    const body = server.calls('school/update')[0]?.body as { publicContact: unknown };
    expect(body.publicContact).toEqual({ email: 'kontakt@zielonafala.example', phoneNumber: '61 123 45 67', website: 'www.zielonafala.example' });
  });

  it('shows msg.error.edit.failed with the reason when the save fails', async () => {
    const server = new FakeSchoolServer();
    server.failNext.push({ status: 409, code: 'msg.error.edit.failed' });
    serveSchool(server);
    renderApp('/school/edit');
    fireEvent.click(await screen.findByTestId('school-edit-submit'));
    expect((await screen.findByTestId('school-form-failure')).textContent).toContain('Błąd podczas edycji');
    expect(screen.getByTestId('school-edit-page')).toBeTruthy();
  });
});
