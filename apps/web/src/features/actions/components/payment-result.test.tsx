// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { fakeApi } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';
import { isFailedPaymentStatus } from './payment-result';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fakeApi()
    .get('studentShow', aStudent({ learningAvailableTill: '2099-02-10' }))
    // The exam choice page's own reads (the learner's exams and hard questions): not what these tests are about.
    .get('examListLight', [])
    .get('hardQuestionIds', []);
});

afterEach(() => {
  // The notification store outlives a test's render.
  notifications.clean();
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('payment action pages', { timeout: 15_000 }, () => {
  it('thanks the learner after a confirmed payment and shows the refreshed end date', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    renderApp('/action/PAYMENT_STUDENT_SUCCESS?paymentId=12&paymentStatus=CONFIRMED');
    expect((await screen.findByTestId('action-title')).textContent).toBe('Dziękujemy za płatność');
    expect((await screen.findByTestId('payment-learning-till')).textContent).toBe('Nauka i egzaminy: dostęp do 10.02.2099');
    expect(screen.getByTestId('payment-to-payments').getAttribute('href')).toBe('/payments');
  });

  it('treats a missing status as success', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    renderApp('/action/PAYMENT_STUDENT_SUCCESS/');
    expect((await screen.findByTestId('action-title')).textContent).toBe('Dziękujemy za płatność');
  });

  it('sends a logged-in learner whose payment was refused to /exam/choose with the error message', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    renderApp('/action/PAYMENT_STUDENT_SUCCESS?paymentId=12&paymentStatus=REJECTED');
    expect(await screen.findByText('Wystąpił błąd w trakcie realizacji płatności')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('action-page')).toBeNull());
  });

  it('does the same for PAYMENT_ERROR', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    renderApp('/action/PAYMENT_ERROR/');
    expect(await screen.findByText('Wystąpił błąd w trakcie realizacji płatności')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('action-page')).toBeNull());
  });

  it('shows a visitor the payment error page', async () => {
    renderApp('/action/PAYMENT_ERROR/');
    const page = await screen.findByTestId('action-page');
    expect(page.getAttribute('data-action')).toBe('PAYMENT_ERROR');
    expect(screen.getByTestId('action-icon-error')).toBeTruthy();
  });

  it('knows which provider statuses are failures', () => {
    expect(isFailedPaymentStatus(null)).toBe(false);
    expect(isFailedPaymentStatus('CONFIRMED')).toBe(false);
    expect(isFailedPaymentStatus('PENDING')).toBe(false);
    expect(isFailedPaymentStatus('REJECTED')).toBe(true);
    expect(isFailedPaymentStatus('error')).toBe(true);
  });
});
