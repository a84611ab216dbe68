import type { Order } from '@osk/contract';
import { Badge, CloseButton, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useFormatFee } from '../lib/use-format-fee';

/** The status of an order as a badge ("Nowe", "Wysłane"). */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'SEND' ? 'green' : 'blue'} styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

/** The detail panel of one order: dates, status, items, delivery fee and invoice number. */
export function OrderDetail({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const formatFee = useFormatFee();
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the panel is below the list: bring the opened order into view.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [order.id]);
  const row = (label: string, value: ReactNode, testId: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Paper ref={panel} withBorder radius="md" p="md" data-testid="order-detail" aria-labelledby="order-detail-title" role="region">
      <Group justify="space-between" mb="sm">
        <Text fw={700} id="order-detail-title">
          {t('orders.detail.title')}
        </Text>
        <CloseButton aria-label={t('orders.detail.close')} onClick={onClose} data-testid="order-detail-close" />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {row(t('orders.detail.created'), formatDateTime(order.createdDate), 'order-detail-created')}
        {row(t('orders.detail.status'), <OrderStatusBadge status={order.status} />, 'order-detail-status')}
        {row(t('orders.detail.total'), order.totalBooks, 'order-detail-total')}
        {row(t('orders.detail.fee'), order.deliveryFeeGrosz > 0 ? formatFee(order.deliveryFeeGrosz) : t('orders.summary.freeShipping'), 'order-detail-fee')}
        {row(t('orders.detail.invoice'), order.invoice?.invoiceNumber || t('orders.none'), 'order-detail-invoice')}
        {row(t('orders.detail.sent'), order.sentDate ? formatDateTime(order.sentDate) : t('orders.none'), 'order-detail-sent')}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('orders.detail.items')}
      </Text>
      <List size="sm" data-testid="order-detail-items">
        {order.items.map((item) => (
          <List.Item key={item.name}>
            {item.name} × {item.number}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
