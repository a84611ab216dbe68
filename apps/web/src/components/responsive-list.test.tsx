// @vitest-environment jsdom
import { Badge, Button, MantineProvider } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../test/app-test-utils';
import { LIST_CARDS_QUERY, ResponsiveList, type ListColumn } from './responsive-list';

interface Car {
  id: number;
  plate: string;
  make: string;
  status: string;
  vin: string;
}

const CARS: Car[] = [
  { id: 1, plate: 'WA 1234X', make: 'Toyota', status: 'Dostępny', vin: 'VIN1' },
  { id: 2, plate: 'WA 5678Y', make: 'Skoda', status: 'Niedostępny', vin: 'VIN2' },
];

const COLUMNS: ReadonlyArray<ListColumn<Car>> = [
  { key: 'plate', label: 'Numer', cell: (c) => c.plate, card: 'title' },
  { key: 'make', label: 'Marka', cell: (c) => c.make, testId: 'car-make' },
  { key: 'vin', label: 'VIN', cell: (c) => c.vin, card: 'none' },
  { key: 'status', label: 'Status', cell: (c) => <Badge>{c.status}</Badge>, card: 'aside' },
];

/** A screen as wide as `phone` says: the list's media query matches or not. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === LIST_CARDS_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderList(onEdit = vi.fn(), onPick = vi.fn()) {
  renderWithProviders(
    <ResponsiveList
      rows={CARS}
      rowKey={(c) => c.id}
      columns={COLUMNS}
      minWidth={600}
      testIds={{ table: 'cars-table', cards: 'cars-cards', row: (c) => `car-${c.id}` }}
      rowProps={(c) => ({ 'data-status': c.status, onClick: () => onPick(c.id) })}
      actions={{ label: 'Akcje', cell: (c) => <Button onClick={() => onEdit(c.id)}>Edytuj {c.plate}</Button> }}
    />,
  );
  return { onEdit, onPick };
}

beforeAll(async () => {
  await setUpI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsiveList', () => {
  it('is a table with a header per column and the actions last on a wide screen', () => {
    screenWidth(false);
    renderList();
    const table = screen.getByTestId('cars-table');
    expect(screen.queryByTestId('cars-cards')).toBeNull();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Numer', 'Marka', 'VIN', 'Status', 'Akcje']);
    const row = screen.getByTestId('car-1');
    expect(row.tagName).toBe('TR');
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['WA 1234X', 'Toyota', 'VIN1', 'Dostępny', 'Edytuj WA 1234X']);
    expect(within(row).getByTestId('car-make').tagName).toBe('TD');
  });

  it('is a card per row on a phone: title, status beside it, labelled fields, hidden columns left out, the actions at the foot', () => {
    screenWidth(true);
    const { onEdit, onPick } = renderList();
    expect(screen.queryByTestId('cars-table')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getByTestId('cars-cards');
    const card = within(cards).getByTestId('car-2');
    expect(card.tagName).not.toBe('TR');
    expect(card.getAttribute('data-status')).toBe('Niedostępny');
    expect(card.textContent).toContain('WA 5678Y');
    expect(card.textContent).toContain('Niedostępny');
    expect(card.textContent).not.toContain('VIN2');
    // A field: its label (dt) and its value (dd), with the column's test id on the value.
    expect(within(card).getByText('Marka').tagName).toBe('DT');
    expect(within(card).getByTestId('car-make').textContent).toBe('Skoda');
    expect(within(card).getByTestId('car-make').tagName).toBe('DD');
    fireEvent.click(within(card).getByRole('button', { name: 'Edytuj WA 5678Y' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    fireEvent.click(card);
    expect(onPick).toHaveBeenCalledWith(2);
  });

  it("draws a phone's cards in its first render, not a table replaced after an effect (issue 19)", () => {
    screenWidth(true);
    // A render without effects: what the first render draws.
    const html = renderToStaticMarkup(
      <MantineProvider>
        <ResponsiveList rows={CARS} rowKey={(c) => c.id} columns={COLUMNS} minWidth={600} testIds={{ table: 'cars-table', cards: 'cars-cards', row: (c) => `car-${c.id}` }} />
      </MantineProvider>,
    );
    expect(html).toContain('data-testid="cars-cards"');
    expect(html).not.toContain('<table');
  });
});
