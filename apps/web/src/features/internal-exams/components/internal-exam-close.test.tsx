// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser, setSessionLocked, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { FakeInternalExamsServer } from '../test/fake-internal-exams-server';
import { InternalExamClose } from './internal-exam-close';

let server: FakeInternalExamsServer;
beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  server = new FakeInternalExamsServer();
  server.api.install();
  setSessionUser(loginUserFixture({ id: 70, userType: 'SCHOOL' }) as LoginUser);
  // The exam being closed locked the session when it started.
  setSessionLocked(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

function typePin(value: string) {
  fireEvent.change(screen.getByTestId('internal-pin'), { target: { value } });
  fireEvent.click(screen.getByTestId('internal-pin-submit'));
}

describe('the PIN stage of an internal exam', () => {
  it('clears the field and says msg.error.pin.failed on a wrong PIN, then asks for the names and saves', async () => {
    renderWithProviders(<InternalExamClose exam={{ id: 44, passed: true }} onBack={() => undefined} />);
    typePin('9999');
    expect((await screen.findByTestId('internal-close-error')).textContent).toContain('PIN');
    expect((screen.getByTestId('internal-pin') as HTMLInputElement).value).toBe('');
    expect(server.callsTo('exam/internal/close')).toHaveLength(1);

    typePin('1234');
    expect(await screen.findByTestId('internal-names-stage')).toBeTruthy();
    // The names are required before anything is sent.
    fireEvent.click(screen.getByTestId('internal-names-submit'));
    expect(await screen.findByText('Imię jest wymagane')).toBeTruthy();
    expect(server.callsTo('exam/internal/close')).toHaveLength(2);
    expect(getSessionUser()?.locked).toBe(true);

    fireEvent.change(screen.getByTestId('internal-first-name'), { target: { value: 'Ala' } });
    fireEvent.change(screen.getByTestId('internal-last-name'), { target: { value: 'Nowak' } });
    fireEvent.click(screen.getByTestId('internal-names-submit'));
    expect(await screen.findByTestId('exam-success-internal')).toBeTruthy();
    expect(server.callsTo('exam/internal/close')[2]?.body).toEqual({ examId: 44, pin: '1234', firstName: 'Ala', lastName: 'Nowak' });
    expect(getSessionUser()?.locked).toBe(false);
  });

  it('keeps only digits, at most 4, and ends a failed exam without names', async () => {
    server.passed = false;
    renderWithProviders(<InternalExamClose exam={{ id: 45, passed: false }} onBack={() => undefined} />);
    fireEvent.change(screen.getByTestId('internal-pin'), { target: { value: '12a345' } });
    expect((screen.getByTestId('internal-pin') as HTMLInputElement).value).toBe('1234');
    fireEvent.click(screen.getByTestId('internal-pin-submit'));
    expect(await screen.findByTestId('internal-exam-closed')).toBeTruthy();
    expect(getSessionUser()?.locked).toBe(false);
  });

  it('treats an empty PIN as a failed PIN', async () => {
    renderWithProviders(<InternalExamClose exam={{ id: 46, passed: true }} onBack={() => undefined} />);
    typePin('');
    await waitFor(() => expect(screen.getByTestId('internal-close-error')).toBeTruthy());
    expect(screen.queryByTestId('internal-names-stage')).toBeNull();
    expect(getSessionUser()?.locked).toBe(true);
  });
});
