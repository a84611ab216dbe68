import { ORDERS_PAGE_SIZE, type Order, type School } from '@osk/contract';
import { Button, Paper, Stack, Table, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { EmptyListPanel } from '../../../components/empty-list-panel';
import { useSchoolOrders } from '../api/orders.api';
import { LoadError, Loading, OrdersFrame, WithSchool } from '../components/frame';
import { OrderDetail, OrderStatusBadge } from '../components/order-detail';
import { newestFirst, pageOf } from '../lib/order-form';
import { PageLinks } from '../../../components/page-links';
import { ORDER_PATHS } from '../lib/paths';

/** /order/orders: the school's orders, 10 per page, with a detail panel (school document §2.2 "Orders"). */
export function OrdersListPage() {
  const { t } = useTranslation();
  return (
    <OrdersFrame
      title={t('orders.list.title')}
      testId="orders-list-page"
      actions={
        <Button component={Link} to={ORDER_PATHS.create} data-testid="orders-add">
          {t('orders.list.add')}
        </Button>
      }
    >
      <WithSchool>{(school) => <OrdersList school={school} />}</WithSchool>
    </OrdersFrame>
  );
}

/** The order to open when coming from a placed order: its id, or null for the newest. */
function openRequested(state: unknown): { id: number | null } | null {
  if (!state || typeof state !== 'object' || !('openOrderId' in state)) return null;
  const id = (state as { openOrderId: unknown }).openOrderId;
  return { id: typeof id === 'number' ? id : null };
}

function OrdersList({ school }: { school: School }) {
  const { t } = useTranslation();
  const location = useLocation();
  const orders = useSchoolOrders(school.id);
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);

  if (orders.isPending) return <Loading />;
  if (orders.isError) return <LoadError error={orders.error} retry={() => void orders.refetch()} />;

  const sorted = newestFirst(orders.data);
  // Coming from /order/create: open the order just placed once the list has it (derived state, set during render).
  const requested = openRequested(location.state);
  if (requested && !opened && sorted.length > 0) {
    const index = requested.id === null ? 0 : sorted.findIndex((o) => o.id === requested.id);
    setOpened(true);
    const order = sorted[index];
    if (order) {
      setSelectedId(order.id);
      setPage(Math.floor(index / ORDERS_PAGE_SIZE));
    }
  }

  if (sorted.length === 0) {
    return (
      <EmptyListPanel
        testId="orders-empty"
        message={t('orders.list.empty')}
        action={
          <Button variant="light" component={Link} to={ORDER_PATHS.create} data-testid="orders-empty-create">
            {t('orders.list.emptyCreate')}
          </Button>
        }
      />
    );
  }

  const shown = pageOf(sorted, page);
  const selected = sorted.find((o) => o.id === selectedId) ?? null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={300}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="orders-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.list.col.created')}</Table.Th>
                <Table.Th>{t('orders.list.col.status')}</Table.Th>
                <Table.Th ta="right">{t('orders.list.col.books')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.items.map((order) => (
                <OrderRow key={order.id} order={order} selected={order.id === selectedId} onOpen={() => setSelectedId(order.id)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <PageLinks
        current={shown.page}
        total={shown.totalPages}
        onPage={setPage}
        testId="orders-pages"
        labels={{ prev: t('orders.list.prev'), next: t('orders.list.next'), page: (page) => t('orders.list.page', { page }) }}
      />
      {selected && <OrderDetail order={selected} onClose={() => setSelectedId(null)} />}
    </Stack>
  );
}

function OrderRow({ order, selected, onOpen }: { order: Order; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const created = formatDateTime(order.createdDate);
  return (
    <Table.Tr
      onClick={onOpen}
      style={{ cursor: 'pointer', background: selected ? 'var(--mantine-color-gray-1)' : undefined }}
      aria-selected={selected}
      data-testid="order-row"
    >
      <Table.Td>
        <UnstyledButton onClick={onOpen} aria-label={t('orders.list.open', { date: created })} fz="sm" fw={600} data-testid="order-open">
          {created}
        </UnstyledButton>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <OrderStatusBadge status={order.status} />
      </Table.Td>
      <Table.Td ta="right" data-testid="order-books">
        {order.totalBooks}
      </Table.Td>
    </Table.Tr>
  );
}

