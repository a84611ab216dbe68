// @vitest-environment jsdom
import type { Student } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi } from '../../../test/fake-api';
import { ProfileEditFormView } from './profile-edit-form';
import { aStudent } from '../../../test/student.fixture';

let api: FakeApi;

const STUDENT: Student = aStudent();

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi();
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
    expect(api.calls()).toEqual([]);
  });

  it('sends only the names and reports the saved student', async () => {
    api.post('studentUpdate', { ...STUDENT, firstName: 'Aleksandra' });
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByTestId('profile-edit-first-name'), { target: { value: 'Aleksandra' } });
    fireEvent.click(screen.getByTestId('profile-edit-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Aleksandra' })));
    expect(api.bodies('studentUpdate')).toEqual([{ firstName: 'Aleksandra', lastName: 'Nowak' }]);
  });

  it('shows msg.error.edit.failed and the server field errors when the save fails', async () => {
    api.post('studentUpdate', apiError(400, 'msg.error.invalid.form', 'Popraw błędne pola!', [{ field: 'lastName', key: 'msg.validation.too.long', message: 'Wartość jest za długa' }]));
    const { onSaved } = renderForm();
    fireEvent.click(screen.getByTestId('profile-edit-submit'));
    const error = await screen.findByTestId('profile-edit-error');
    expect(error.textContent).toContain('Błąd podczas edycji');
    expect(screen.getByText('Wartość jest za długa')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
