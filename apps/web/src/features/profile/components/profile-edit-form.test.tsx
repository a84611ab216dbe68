// @vitest-environment jsdom
import type { Student } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { ProfileEditFormView } from './profile-edit-form';
import { aStudent } from '../../../test/student.fixture';

const fetchMock = vi.fn<typeof fetch>();

const STUDENT: Student = aStudent();

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSaved = vi.fn<(student: Student) => void>();
  renderWithProviders(<ProfileEditFormView student={STUDENT} onSaved={onSaved} onCancel={() => undefined} />);
  return { onSaved };
}

describe('profile edit form', () => {
  it('starts with the current names and a read-only e-mail', () => {
    renderForm();
    expect((screen.getByTestId('profile-edit-first-name') as HTMLInputElement).value).toBe('Ola');
    const email = screen.getByTestId('profile-edit-email') as HTMLInputElement;
    expect(email.value).toBe('ola@example.com');
    expect(email.readOnly).toBe(true);
  });

  it('requires both names before calling the server', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('profile-edit-first-name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByTestId('profile-edit-last-name'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('profile-edit-submit'));
    expect(await screen.findByText('Imię jest wymagane')).toBeTruthy();
    expect(screen.getByText('Nazwisko jest wymagane')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends only the names and reports the saved student', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ...STUDENT, firstName: 'Aleksandra' }));
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByTestId('profile-edit-first-name'), { target: { value: 'Aleksandra' } });
    fireEvent.click(screen.getByTestId('profile-edit-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Aleksandra' })));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ firstName: 'Aleksandra', lastName: 'Nowak' });
  });

  it('shows msg.error.edit.failed and the server field errors when the save fails', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, {
        code: 'msg.error.invalid.form',
        message: 'Popraw błędne pola!',
        fields: [{ field: 'lastName', key: 'msg.validation.too.long', message: 'Wartość jest za długa' }],
      }),
    );
    const { onSaved } = renderForm();
    fireEvent.click(screen.getByTestId('profile-edit-submit'));
    const error = await screen.findByTestId('profile-edit-error');
    expect(error.textContent).toContain('Błąd podczas edycji');
    expect(screen.getByText('Wartość jest za długa')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
