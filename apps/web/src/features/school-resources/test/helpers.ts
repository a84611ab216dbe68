import { fireEvent, screen } from '@testing-library/react';
import { todayIso } from '../../../lib/dates';

/** Picks an option of a Mantine Select by its label. */
export async function pickOption(testId: string, label: string): Promise<void> {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

/** Today in Warsaw plus some days, as yyyy-MM-dd. */
export function inDays(days: number): string {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Types into an input and leaves it (blur). */
export function typeAndBlur(testId: string, value: string): void {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
