// @vitest-environment jsdom
import { translateMessage, type ApiError, type PhoneChangeResult } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi, type FakeReply } from '../../../test/fake-api';
import { PhoneChangeForm } from './phone-change-form';

const INVALID_PHONE = translateMessage('msg.validation.phone.invalid', 'pl');

let api: FakeApi;

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the next calls of the form, in order, as the server would. */
function answers(...replies: Array<PhoneChangeResult | FakeReply<ApiError>>) {
  api.post('changePhoneNumber', () => {
    const next = replies.shift();
    if (!next) throw new Error('the test gave no answer for another changePhoneNumber call');
    return next;
  });
}

function sentBodies(): unknown[] {
  return api.bodies('changePhoneNumber');
}

function renderForm() {
  const onChanged = vi.fn<(phone: string) => void>();
  renderWithProviders(<PhoneChangeForm onChanged={onChanged} />);
  return { onChanged };
}

function typePhone(value: string) {
  fireEvent.change(screen.getByTestId('phone-change-number'), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByTestId('phone-change-submit'));
}

describe('phone change form', () => {
  it('asks for a code, then confirms it and reports the new number', async () => {
    answers(
      { status: 'SUCCESS', phoneNumber: '511222333', codeSent: true },
      { status: 'SUCCESS', phoneNumber: '511222333', codeSent: false },
    );
    const { onChanged } = renderForm();
    expect(screen.queryByTestId('phone-change-code')).toBeNull();
    typePhone('+48 511-222-333');
    submit();

    expect((await screen.findByTestId('phone-code-sent')).textContent).toContain('Wysłaliśmy SMS z 6-cyfrowym kodem na numer 511222333');
    expect(screen.getByTestId('phone-change-form').getAttribute('data-step')).toBe('code');
    expect((screen.getByTestId('phone-change-number') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByTestId('phone-change-submit').textContent).toBe('Potwierdź i zapisz');

    fireEvent.change(screen.getByTestId('phone-change-code'), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('511222333'));
    expect(sentBodies()).toEqual([{ phoneNumber: '+48 511-222-333' }, { phoneNumber: '+48 511-222-333', code: '123456' }]);
    expect(api.calls().map((call) => [call.method, call.url])).toEqual([
      ['POST', '/api/eprawko-rest/changePhoneNumber'],
      ['POST', '/api/eprawko-rest/changePhoneNumber'],
    ]);
  });

  it('shows the code mismatch for ERROR after the code was sent, clears the code and lets the user try again', async () => {
    answers(
      { status: 'SUCCESS', phoneNumber: '511222333', codeSent: true },
      { status: 'ERROR', phoneNumber: '511222333', codeSent: true },
      { status: 'SUCCESS', phoneNumber: '511222333', codeSent: false },
    );
    const { onChanged } = renderForm();
    typePhone('511222333');
    submit();
    fireEvent.change(await screen.findByTestId('phone-change-code'), { target: { value: '000000' } });
    submit();
    expect((await screen.findByTestId('phone-change-error')).textContent).toBe('Podany kod SMS jest nieprawidłowy.');
    expect((screen.getByTestId('phone-change-code') as HTMLInputElement).value).toBe('');
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('phone-change-code'), { target: { value: '654321' } });
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('shows "already used" for ERROR before the code was sent and for EXISTS, staying on the first step', async () => {
    answers(
      { status: 'ERROR', phoneNumber: '511222333', codeSent: false },
      { status: 'EXISTS', phoneNumber: '511222333', codeSent: false },
    );
    renderForm();
    typePhone('511222333');
    submit();
    expect((await screen.findByTestId('phone-change-error')).textContent).toBe('Podany numer telefonu jest przypisany do innego konta.');
    expect(screen.queryByTestId('phone-change-code')).toBeNull();
    submit();
    await waitFor(() => expect(api.calls()).toHaveLength(2));
    // The error clears while the second save runs and comes back with its answer.
    await waitFor(() => expect(screen.queryByTestId('phone-change-error')?.textContent).toBe('Podany numer telefonu jest przypisany do innego konta.'));
    expect(screen.getByTestId('phone-change-form').getAttribute('data-step')).toBe('phone');
  });

  it('refuses a number that is not a phone number before sending, and a foreign one after the server says INTERNATIONAL', async () => {
    renderForm();
    // "abc" and "123" are no phone numbers at all, not foreign ones.
    for (const notAPhone of ['abc', '123']) {
      typePhone(notAPhone);
      submit();
      expect(await screen.findByText(INVALID_PHONE)).toBeTruthy();
      expect(screen.queryByText('Można użyć jedynie numerów zarejestrowanych w Polsce.')).toBeNull();
    }
    expect(api.calls()).toEqual([]);

    answers({ status: 'INTERNATIONAL', phoneNumber: '+49 151 23456789', codeSent: false });
    typePhone('+49 151 23456789');
    submit();
    expect(await screen.findByText('Można użyć jedynie numerów zarejestrowanych w Polsce.')).toBeTruthy();
    expect(screen.queryByTestId('phone-change-code')).toBeNull();
  });

  it('requires the number, and the 6-digit code on the second step', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Podaj numer telefonu')).toBeTruthy();
    answers({ status: 'SUCCESS', phoneNumber: '511222333', codeSent: true });
    typePhone('511222333');
    submit();
    await screen.findByTestId('phone-change-code');
    submit();
    expect(await screen.findByText('Wpisz kod z SMS-a')).toBeTruthy();
    fireEvent.change(screen.getByTestId('phone-change-code'), { target: { value: '12a' } });
    submit();
    expect(await screen.findByText('Kod składa się z 6 cyfr')).toBeTruthy();
    expect(api.calls()).toHaveLength(1);
  });

  it('sends the code again and goes back to the number on request', async () => {
    answers(
      { status: 'SUCCESS', phoneNumber: '511222333', codeSent: true },
      apiError(429, 'msg.error.phone.code.too.soon', 'Kod SMS został właśnie wysłany.'),
    );
    renderForm();
    typePhone('511222333');
    submit();
    fireEvent.click(await screen.findByTestId('phone-change-resend'));
    expect((await screen.findByTestId('phone-change-error')).textContent).toBe('Kod SMS został właśnie wysłany. Nowy kod możesz zamówić za minutę.');
    expect(sentBodies()).toEqual([{ phoneNumber: '511222333' }, { phoneNumber: '511222333' }]);
    fireEvent.click(screen.getByTestId('phone-change-other-number'));
    expect(screen.queryByTestId('phone-change-code')).toBeNull();
    expect((screen.getByTestId('phone-change-number') as HTMLInputElement).readOnly).toBe(false);
  });
});
