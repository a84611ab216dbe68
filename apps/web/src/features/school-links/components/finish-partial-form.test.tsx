// @vitest-environment jsdom
import type { PartialRegistration } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi } from '../../../test/fake-api';
import { FinishPartialForm } from './finish-partial-form';

let api: FakeApi;

const withSchool: PartialRegistration = {
  uuid: 'link-1',
  email: null,
  phoneNumber: '600500600',
  firstName: 'Marek',
  lastName: 'Kowalczyk',
  category: 'C',
  schoolId: 4,
  status: 'NEW',
};

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function fillValid() {
  type('partial-email', 'marek@example.com');
  type('partial-password', 'Kierownica-77');
  type('partial-repeat-password', 'Kierownica-77');
}

describe('finishing a partial registration', () => {
  it("shows the spec's messages before sending anything", async () => {
    renderWithProviders(<FinishPartialForm registration={{ ...withSchool, firstName: null, lastName: null }} onFinished={() => undefined} />);
    type('partial-password', 'ab');
    type('partial-repeat-password', 'abc');
    fireEvent.click(screen.getByTestId('partial-submit'));
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeTruthy();
    expect(screen.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeTruthy();
    expect(screen.getByText('Oba hasła muszą się zgadzać')).toBeTruthy();
    expect(screen.getAllByText(/wymagane|wymagany/).length).toBeGreaterThanOrEqual(2);
    expect(api.calls()).toEqual([]);
  });

  it('prefills what the school entered and lets only a registration without a school choose the category', () => {
    const view = renderWithProviders(<FinishPartialForm registration={withSchool} onFinished={() => undefined} />);
    expect((screen.getByTestId('partial-first-name') as HTMLInputElement).value).toBe('Marek');
    expect((screen.getByTestId('partial-phone') as HTMLInputElement).value).toBe('600500600');
    expect(screen.getByTestId('partial-category-fixed').textContent).toContain('C');
    expect(screen.queryByTestId('partial-category')).toBeNull();
    view.unmount();
    renderWithProviders(<FinishPartialForm registration={{ ...withSchool, schoolId: null, category: 'B' }} onFinished={() => undefined} />);
    expect(screen.getByTestId('partial-category')).toBeTruthy();
    expect(screen.queryByTestId('partial-category-fixed')).toBeNull();
  });

  it('checks the e-mail on blur and disables the button while the address has an account', async () => {
    api.post('checkIfEmailExists', true);
    renderWithProviders(<FinishPartialForm registration={withSchool} onFinished={() => undefined} />);
    type('partial-email', 'zajety@example.com');
    fireEvent.blur(screen.getByTestId('partial-email'));
    expect(await screen.findByText('Podany adres już został wykorzystany')).toBeTruthy();
    expect((screen.getByTestId('partial-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls().map((call) => [call.url, call.body])).toEqual([['/api/eprawko-rest/checkIfEmailExists', { email: 'zajety@example.com' }]]);
    type('partial-email', 'wolny@example.com');
    await waitFor(() => expect((screen.getByTestId('partial-submit') as HTMLButtonElement).disabled).toBe(false));
  });

  it('sends user, student, uuid and repeatPassword and reports the finished registration', async () => {
    const onFinished = vi.fn();
    api.post('schoolFinishStudentPartial', { ...withSchool, email: 'marek@example.com', status: 'ACCEPTED' });
    renderWithProviders(<FinishPartialForm registration={withSchool} onFinished={onFinished} />);
    fillValid();
    fireEvent.click(screen.getByTestId('partial-submit'));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACCEPTED' })));
    expect(api.calls().map((call) => [call.url, call.body])).toEqual([
      [
        '/api/eprawko-rest/school/finish/student/partial',
        {
          uuid: 'link-1',
          user: { email: 'marek@example.com', password: 'Kierownica-77' },
          student: { firstName: 'Marek', lastName: 'Kowalczyk', category: 'C' },
          repeatPassword: 'Kierownica-77',
        },
      ],
    ]);
  });

  it("shows the spec's error body message, and the generic one for anything else", async () => {
    api.post('schoolFinishStudentPartial', apiError(409, 'DUPLICATED_PHONE', 'x'));
    renderWithProviders(<FinishPartialForm registration={withSchool} onFinished={() => undefined} />);
    fillValid();
    fireEvent.click(screen.getByTestId('partial-submit'));
    expect((await screen.findByTestId('partial-error')).textContent).toBe(
      'Nie udało się utworzyć konta. Podany numer telefonu jest już przypisany do innego konta.',
    );
    api.post('schoolFinishStudentPartial', apiError(500, 'msg.error.internal', 'x'));
    fireEvent.click(screen.getByTestId('partial-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('partial-error').textContent).toBe('Nie udało się utworzyć konta. Sprawdź dane i spróbuj jeszcze raz.'),
    );
  });
});
