// @vitest-environment jsdom
import type { Student } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi } from '../../../test/fake-api';
import { CategoryForm } from './category-form';
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

describe('category form', () => {
  it('offers P only to a learner without a school and saves the choice through student/update', async () => {
    api.post('studentUpdate', { ...STUDENT, category: 'P' });
    const onSaved = vi.fn();
    renderWithProviders(<CategoryForm student={STUDENT} onSaved={onSaved} />);
    expect((screen.getByTestId('category-option-B') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('category-option-P'));
    fireEvent.click(screen.getByTestId('category-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls().map((call) => [call.url, call.body])).toEqual([['/api/eprawko-rest/student/update', { category: 'P' }]]);
  });

  it('does not offer P to a learner of a school, and says why', () => {
    renderWithProviders(<CategoryForm student={{ ...STUDENT, schoolId: 4 }} onSaved={() => undefined} />);
    expect(screen.queryByTestId('category-option-P')).toBeNull();
    expect(screen.getByText('Kategoria P (pozwolenie na kierowanie tramwajem) jest dostępna tylko dla kursantów bez szkoły jazdy.')).toBeTruthy();
  });

  it('is disabled with the reason when the school blocked category changes', () => {
    renderWithProviders(<CategoryForm student={{ ...STUDENT, blockChangeCategory: true }} onSaved={() => undefined} />);
    expect(screen.getByTestId('category-blocked').textContent).toContain('Zmiana kategorii jest zablokowana');
    expect((screen.getByTestId('category-option-C') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('category-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('category-submit'));
    expect(api.calls()).toEqual([]);
  });

  it('shows msg.error.edit.failed with the reason when the server refuses', async () => {
    api.post('studentUpdate', apiError(403, 'msg.error.category.change.blocked', 'Zmiana kategorii została zablokowana.'));
    renderWithProviders(<CategoryForm student={STUDENT} onSaved={() => undefined} />);
    fireEvent.click(screen.getByTestId('category-option-C'));
    fireEvent.click(screen.getByTestId('category-submit'));
    const error = await screen.findByTestId('category-error');
    expect(error.textContent).toContain('Błąd podczas edycji');
    expect(error.textContent).toContain('Zmiana kategorii została zablokowana. Aby ją zmienić, skontaktuj się ze swoją szkołą jazdy.');
  });
});
