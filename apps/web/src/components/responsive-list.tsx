import { Box, Group, Paper, Stack, Table, Text, type TableTdProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

/** Below this width (Mantine's `sm`, 768 px) a list shows cards instead of its table. */
export const LIST_CARDS_QUERY = '(max-width: 48em)';

/** Where a column's value goes on a phone's card. */
export type CardPlace =
  /** The card's bold first line (all title columns, in column order, side by side). */
  | 'title'
  /** Beside the title, at the card's right edge: a status badge. */
  | 'aside'
  /** A dimmed line under the title, without a label (contact details). */
  | 'sub'
  /** A labelled value in the card's two-column grid (the default). */
  | 'field'
  /** Not on the card. */
  | 'none';

/** One column of a list: the table's header and cell, and where its value goes on a card. */
export interface ListColumn<T> {
  key: string;
  /** The column's name: the table header's text and the card field's label. */
  label: string;
  /** The whole header cell (`<Table.Th>`) when it is more than the label, e.g. a sort button. */
  header?: ReactNode;
  cell: (row: T) => ReactNode;
  card?: CardPlace;
  /** The cell's test id, on the table cell and on the card's value alike. */
  testId?: string;
  /** Props of the table cell only (width, weight). */
  td?: TableTdProps;
}

/** Props spread on a row: the table's `<tr>` and the card alike (events, aria, data attributes, style). */
export type ListRowProps = HTMLAttributes<HTMLElement> & { bg?: string; [data: `data-${string}`]: string | number | undefined };

export interface ResponsiveListProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: ReadonlyArray<ListColumn<T>>;
  /** The row's buttons: the table's last column and the foot of the card, always on screen. */
  actions?: { label: string; cell: (row: T) => ReactNode; td?: TableTdProps };
  /** The table's least width; narrower (a tablet) it scrolls sideways inside its frame. */
  minWidth: number;
  /** Test ids: the table, the stack of cards, and each row (a table row or a card). */
  testIds: { table: string; cards: string; row: string | ((row: T) => string) };
  rowProps?: (row: T) => ListRowProps;
  /** The table inside a bordered paper (the cards always have their own borders). */
  framed?: boolean;
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: 'xs' | 'sm' | 'md';
}

/**
 * A list of records with actions: a table on wider screens, cards on phones, so that no row's
 * buttons or values hide behind a sideways scroll (issue 18). Each list says, per column, where its
 * value goes on a card.
 */
export function ResponsiveList<T>({ rows, rowKey, columns, actions, minWidth, testIds, rowProps, framed = false, striped = true, highlightOnHover = true, verticalSpacing = 'xs' }: ResponsiveListProps<T>) {
  // Read at the first render (not in an effect): a phone draws its cards once, not a table first (issue 19).
  const cards = useMediaQuery(LIST_CARDS_QUERY, undefined, { getInitialValueInEffect: false });
  const rowTestId = (row: T) => (typeof testIds.row === 'string' ? testIds.row : testIds.row(row));

  if (cards) {
    const place = (column: ListColumn<T>) => column.card ?? 'field';
    const titles = columns.filter((c) => place(c) === 'title');
    const asides = columns.filter((c) => place(c) === 'aside');
    const subs = columns.filter((c) => place(c) === 'sub');
    const fields = columns.filter((c) => place(c) === 'field');
    return (
      <Stack gap="sm" data-testid={testIds.cards}>
        {rows.map((row) => {
          const props = rowProps?.(row) ?? {};
          return (
            <Paper key={rowKey(row)} withBorder radius="md" p="sm" {...props} data-testid={rowTestId(row)}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  {titles.length > 0 && (
                    <Group gap={6} wrap="wrap" align="center" fw={600} style={WRAP}>
                      {titles.map((column) => (
                        <Box component="span" key={column.key} data-testid={column.testId} style={WRAP}>
                          {column.cell(row)}
                        </Box>
                      ))}
                    </Group>
                  )}
                  {subs.map((column) => (
                    <Text key={column.key} size="sm" c="dimmed" data-testid={column.testId} style={WRAP}>
                      {column.cell(row)}
                    </Text>
                  ))}
                </Stack>
                {asides.length > 0 && (
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    {asides.map((column) => (
                      <Box key={column.key} data-testid={column.testId}>
                        {column.cell(row)}
                      </Box>
                    ))}
                  </Stack>
                )}
              </Group>
              {fields.length > 0 && (
                <Box component="dl" mt="xs" mb={0} style={FIELDS}>
                  {fields.map((column) => (
                    <Box key={column.key} miw={0}>
                      <Text component="dt" size="xs" c="dimmed">
                        {column.label}
                      </Text>
                      <Text component="dd" size="sm" m={0} data-testid={column.testId} style={WRAP}>
                        {column.cell(row)}
                      </Text>
                    </Box>
                  ))}
                </Box>
              )}
              {actions && <Box mt="xs">{actions.cell(row)}</Box>}
            </Paper>
          );
        })}
      </Stack>
    );
  }

  const table = (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} highlightOnHover={highlightOnHover} verticalSpacing={verticalSpacing} data-testid={testIds.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (column.header ? <Fragment key={column.key}>{column.header}</Fragment> : <Table.Th key={column.key}>{column.label}</Table.Th>))}
            {actions && <Table.Th>{actions.label}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)} data-testid={rowTestId(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} {...column.td} data-testid={column.testId}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions && <Table.Td {...actions.td}>{actions.cell(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return framed ? (
    <Paper withBorder radius="md">
      {table}
    </Paper>
  ) : (
    table
  );
}

/** Long values (e-mail addresses, numbers) break rather than widen a card. */
const WRAP: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };

/** The card's labelled values: two equal columns that never grow past the card. */
const FIELDS: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 'var(--mantine-spacing-xs)', rowGap: 6 };
