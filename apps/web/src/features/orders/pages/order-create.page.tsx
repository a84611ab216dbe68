import { deliveryFeeFor, FREE_SHIPPING_BOOKS, type ApiError, type OrderStage, type Product, type School } from '@osk/contract';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { hasText } from '../../../lib/i18n/i18n';
import { createOrder, useProducts, useRefreshOrders } from '../api/orders.api';
import { LoadError, Loading, OrdersFrame, WithSchool } from '../components/frame';
import { normaliseQuantity, orderLines, orderRequest, totalOf } from '../lib/order-form';
import { ORDER_PATHS } from '../lib/paths';
import { useFormatFee } from '../lib/use-format-fee';

/** /order/create: quantities of the products (CREATE), then the summary (SUMMARY) and the order. */
export function OrderCreatePage() {
  const { t } = useTranslation();
  return (
    <OrdersFrame
      title={t('orders.create.title')}
      testId="order-create-page"
      actions={
        <Button variant="light" component={Link} to={ORDER_PATHS.list} data-testid="order-to-list">
          {t('orders.create.toList')}
        </Button>
      }
    >
      <WithSchool>{(school) => <OrderCreate school={school} />}</WithSchool>
    </OrdersFrame>
  );
}

function OrderCreate({ school }: { school: School }) {
  const products = useProducts();
  if (products.isPending) return <Loading />;
  if (products.isError) return <LoadError error={products.error} retry={() => void products.refetch()} />;
  return <OrderForm school={school} products={products.data} />;
}

/** The message of a failed order: a field's message, a known message key, else msg.error.order.failed. */
function failureText(t: TFunction, error: ApiError): string {
  const field = error.fields?.find((f) => f.message);
  if (field) return field.key && hasText(field.key) ? t(field.key as 'msg.error.internal') : field.message;
  if (error.code.startsWith('msg.') && hasText(error.code)) return apiErrorMessage(t, error);
  return t('msg.error.order.failed');
}

function OrderForm({ school, products }: { school: School; products: readonly Product[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshOrders = useRefreshOrders();
  const formatFee = useFormatFee();
  const [stage, setStage] = useState<OrderStage>('CREATE');
  const [quantities, setQuantities] = useState<string[]>(() => products.map(() => '0'));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const total = totalOf(quantities);
  const lines = orderLines(products, quantities);
  const fee = deliveryFeeFor(total);
  const setQuantity = (index: number, value: string) => setQuantities((q) => q.map((v, i) => (i === index ? value : v)));

  const toSummary = () => {
    const normalised = quantities.map((raw) => String(normaliseQuantity(raw)));
    setQuantities(normalised);
    if (totalOf(normalised) === 0) {
      setError(t('msg.error.not.enough.books.in.order'));
      return;
    }
    setError(null);
    setStage('SUMMARY');
  };

  const submit = async () => {
    if (lines.length === 0) {
      setError(t('msg.error.not.enough.books.in.order'));
      return;
    }
    setSending(true);
    setError(null);
    const result = await createOrder(orderRequest(school.id, lines));
    setSending(false);
    if (!result.ok) {
      setError(failureText(t, result.error));
      return;
    }
    notifications.show({ color: 'green', message: t('orders.summary.placed') });
    await refreshOrders();
    void navigate(ORDER_PATHS.list, { state: { openOrderId: result.data?.id ?? null } });
  };

  const errorAlert = error && (
    <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="order-error">
      {error}
    </Alert>
  );

  if (stage === 'CREATE') {
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            toSummary();
          }}
        >
          <Stack gap="md" data-testid="order-stage-create">
            <Text c="dimmed">{t('orders.create.intro')}</Text>
            {products.length === 0 ? (
              <Text data-testid="order-no-products">{t('orders.create.noProducts')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {products.map((product, index) => (
                  <TextInput
                    key={product.name}
                    label={product.name}
                    description={t('orders.create.quantityHint')}
                    inputMode="numeric"
                    autoComplete="off"
                    value={quantities[index] ?? '0'}
                    onChange={(e) => setQuantity(index, e.currentTarget.value)}
                    onFocus={(e) => e.currentTarget.select()}
                    onBlur={(e) => setQuantity(index, String(normaliseQuantity(e.currentTarget.value)))}
                    data-testid={`order-qty-${index}`}
                  />
                ))}
              </SimpleGrid>
            )}
            <Text size="lg" aria-live="polite">
              {t('orders.create.total')}: <b data-testid="order-total">{total}</b>
            </Text>
            {errorAlert}
            <Group justify="flex-end">
              <Button type="submit" disabled={products.length === 0} data-testid="order-next">
                {t('orders.create.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    );
  }

  const noBillingEmail = !school.billingEmail?.trim();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" data-testid="order-summary">
        <Text fw={700} size="lg">
          {t('orders.summary.title')}
        </Text>
        <Table verticalSpacing="xs" data-testid="order-summary-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.summary.product')}</Table.Th>
              <Table.Th ta="right">{t('orders.summary.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.name} data-testid="order-summary-item">
                <Table.Td>{line.name}</Table.Td>
                <Table.Td ta="right">{line.number}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{t('orders.summary.total')}</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="order-summary-total">
                {total}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('orders.summary.fee')}</Table.Td>
              <Table.Td ta="right" data-testid="order-fee">
                {fee > 0 ? formatFee(fee) : t('orders.summary.freeShipping')}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {total < FREE_SHIPPING_BOOKS && (
          <Alert color="yellow" icon={<InfoIcon />} data-testid="order-warning-shipping">
            {t('orders.summary.warningShipping')}
          </Alert>
        )}
        {noBillingEmail && (
          <Alert color="yellow" icon={<InfoIcon />} data-testid="order-warning-billing">
            <Stack gap={4} align="flex-start">
              <Text size="sm">{t('orders.summary.warningBilling')}</Text>
              <Anchor component={Link} to={ORDER_PATHS.schoolEdit} size="sm" data-testid="order-billing-link">
                {t('orders.summary.billingLink')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {errorAlert}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => {
              setError(null);
              setStage('CREATE');
            }}
            disabled={sending}
            data-testid="order-edit"
          >
            {t('orders.summary.edit')}
          </Button>
          <Button onClick={() => void submit()} loading={sending} data-testid="order-submit">
            {t('orders.summary.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
