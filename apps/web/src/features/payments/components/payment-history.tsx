import { MAX_PAGE_LINKS, PAYMENTS_PAGE_SIZE, productName, type Payment, type PaymentStatus } from '@osk/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AppPagination } from '../../../components/app-pagination';
import { notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult, DownloadedFile } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { LIST_CARDS_QUERY, ResponsiveList } from '../../../components/responsive-list';
import { formatDateTime } from '../../../lib/dates';
import { useFormatPrice } from '../../../lib/i18n/use-format-price';
import { saveFile } from '../../../lib/save-file';
import { downloadPaymentCorrection, downloadPaymentDocument } from '../api/payments.api';
import { ContinuePayment } from './continue-payment';

const STATUS_COLOR: Record<PaymentStatus, string> = {
  NEW: 'blue',
  STARTED: 'blue',
  WAITING: 'yellow',
  FINISHED: 'green',
  REJECTED: 'red',
  CANCELED: 'red',
  ERROR_STATUS: 'red',
  RETURNED: 'gray',
  REMOVED: 'gray',
};

/** Newest first, as a history reads. */
export function sortPayments(payments: readonly Payment[]): Payment[] {
  return [...payments].sort((a, b) => b.paymentStart.localeCompare(a.paymentStart) || b.id - a.id);
}

/**
 * Siblings around the current page so that at most MAX_PAGE_LINKS (10) page numbers show: the
 * first and last page plus 2 × siblings + 1 around the current one.
 */
const PAGE_SIBLINGS = Math.floor((MAX_PAGE_LINKS - 3) / 2);

function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" style={{ minWidth: 'max-content' }} data-testid="payment-status" data-status={status}>
      {t(`payments.status.${status}`)}
    </Badge>
  );
}

function DetailRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fw={500} ta="right" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The product of a payment in words, in the interface language (never the catalogue's codes). */
function useProductName(): (payment: Payment) => string {
  const { i18n } = useTranslation();
  return (payment) => productName(payment.product, i18n.language, payment.quantity);
}

/**
 * A payment's PDF downloaded again: busy while it loads, saved under the server's file name (else
 * `fallbackName`), a red notification when it fails.
 */
function usePdfDownload(fetchFile: () => Promise<ApiResult<DownloadedFile>>, fallbackName: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const result = await fetchFile();
    setBusy(false);
    if (!result.ok) {
      notifications.show({ color: 'red', title: t('payments.history.downloadFailed'), message: apiErrorMessage(t, result.error) });
      return;
    }
    saveFile(result.data.blob, result.data.fileName ?? fallbackName);
  };
  return { busy, download };
}

/** Downloads a paid payment's receipt or invoice again: the PDF that was mailed. */
function DocumentDownload({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const invoice = payment.confirmationType === 'INVOICE';
  const { busy, download } = usePdfDownload(() => downloadPaymentDocument(payment.id), `${invoice ? 'faktura' : 'paragon'}_${payment.id}.pdf`);
  return (
    <Button variant="light" loading={busy} onClick={() => void download()} data-testid="payment-detail-download" style={{ alignSelf: 'flex-start' }}>
      {invoice ? t('payments.history.downloadInvoice') : t('payments.history.downloadReceipt')}
    </Button>
  );
}

/** A refunded payment's correction: the correction invoice (KOR) of an invoice, the refund record (KPAR) of a receipt. */
function CorrectionDownload({ payment, number }: { payment: Payment; number: string }) {
  const { t } = useTranslation();
  const invoice = payment.confirmationType === 'INVOICE';
  const { busy, download } = usePdfDownload(() => downloadPaymentCorrection(payment.id), `${invoice ? 'korekta' : 'zwrot'}_${payment.id}.pdf`);
  return (
    <Button variant="light" loading={busy} onClick={() => void download()} data-testid="payment-detail-correction" style={{ alignSelf: 'flex-start', maxWidth: '100%', height: 'auto', minHeight: 36, whiteSpace: 'normal' }} styles={{ label: { whiteSpace: 'normal', textAlign: 'left', paddingBlock: 6 } }}>
      {invoice ? t('payments.history.downloadCorrection', { number }) : t('payments.history.downloadRefundRecord', { number })}
    </Button>
  );
}

/** Paynow's refund status in three words: in progress, completed, failed. */
function refundStatusKey(status: string): 'pending' | 'done' | 'failed' {
  if (status === 'SUCCESSFUL') return 'done';
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  return 'pending';
}

function PaymentDetail({ payment, ref }: { payment: Payment | null; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const nameOf = useProductName();
  return (
    <Paper ref={ref} withBorder radius="md" p="lg" style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }} data-testid="payment-detail" data-payment={payment?.id ?? ''}>
      <Title order={2} size="h4" mb="md">
        {t('payments.history.details')}
      </Title>
      {payment === null ? (
        <Text c="dimmed">{t('payments.history.chooseRow')}</Text>
      ) : (
        <Stack gap="xs">
          <DetailRow label={t('payments.history.description')} value={nameOf(payment)} testId="payment-detail-description" />
          <DetailRow label={t('payments.history.quantity')} value={String(payment.quantity)} testId="payment-detail-quantity" />
          <DetailRow label={t('payments.history.amount')} value={formatPrice(payment.amount)} testId="payment-detail-amount" />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('payments.history.status')}
            </Text>
            <StatusBadge status={payment.status} />
          </Group>
          <DetailRow label={t('payments.history.start')} value={formatDateTime(payment.paymentStart)} testId="payment-detail-start" />
          <DetailRow label={t('payments.history.transactionId')} value={payment.transactionId ?? t('payments.history.none')} testId="payment-detail-transaction" />
          <DetailRow label={t('payments.history.errorCode')} value={payment.errorCode ?? t('payments.history.none')} testId="payment-detail-error" />
          {payment.refund && (
            <DetailRow
              label={t('payments.history.refund')}
              value={t('payments.history.refundValue', { amount: formatPrice(payment.refund.amount), status: t(`payments.history.refundStatus.${refundStatusKey(payment.refund.status)}`) })}
              testId="payment-detail-refund"
            />
          )}
          {payment.status === 'FINISHED' && <DocumentDownload payment={payment} />}
          {payment.refund?.correctionNumber && <CorrectionDownload payment={payment} number={payment.refund.correctionNumber} />}
          <ContinuePayment payment={payment} />
        </Stack>
      )}
    </Paper>
  );
}

/** The payment history (spec §2, §9): 5 per page, newest first, and the detail of the chosen row. */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const nameOf = useProductName();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const sorted = sortPayments(payments);
  const totalPages = Math.max(1, Math.ceil(sorted.length / PAYMENTS_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const rows = sorted.slice((current - 1) * PAYMENTS_PAGE_SIZE, current * PAYMENTS_PAGE_SIZE);
  const selected = sorted.find((p) => p.id === selectedId) ?? null;
  const cards = useMediaQuery(LIST_CARDS_QUERY);
  const detail = useRef<HTMLDivElement>(null);
  const choose = (id: number) => {
    setSelectedId(id);
    // On a phone the detail is below the list: bring it on screen.
    if (cards) requestAnimationFrame(() => detail.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="payment-history">
      {/* minWidth 0: the table scrolls inside its column instead of widening the page on a phone. */}
      <Stack gap="md" style={{ minWidth: 0 }}>
        <ResponsiveList
          rows={rows}
          rowKey={(payment) => payment.id}
          minWidth={420}
          striped={false}
          verticalSpacing="sm"
          testIds={{ table: 'payment-table', cards: 'payment-cards', row: (payment) => `payment-row-${payment.id}` }}
          rowProps={(payment) => ({
            // A row is chosen by a click, Enter or Space; on a phone the card is a toggle button.
            ...(cards ? { role: 'button', 'aria-pressed': payment.id === selectedId } : { 'aria-selected': payment.id === selectedId }),
            tabIndex: 0,
            style: { cursor: 'pointer' },
            bg: payment.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined,
            onClick: () => choose(payment.id),
            onKeyDown: (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                choose(payment.id);
              }
            },
          })}
          columns={[
            { key: 'date', label: t('payments.history.date'), cell: (payment) => formatDateTime(payment.paymentStart), td: { style: { whiteSpace: 'nowrap' } } },
            { key: 'description', label: t('payments.history.description'), cell: (payment) => nameOf(payment), card: 'title' },
            { key: 'amount', label: t('payments.history.amount'), header: <Table.Th ta="right">{t('payments.history.amount')}</Table.Th>, cell: (payment) => formatPrice(payment.amount), testId: 'payment-amount', td: { ta: 'right', style: { whiteSpace: 'nowrap' } } },
            { key: 'status', label: t('payments.history.status'), cell: (payment) => <StatusBadge status={payment.status} />, card: 'aside', td: { style: { whiteSpace: 'nowrap' } } },
          ]}
        />
        {totalPages > 1 && (
          <AppPagination
            total={totalPages}
            value={current}
            onChange={setPage}
            siblings={PAGE_SIBLINGS}
            boundaries={1}
            aria-label={t('payments.history.pages')}
            data-testid="payment-pagination"
          />
        )}
      </Stack>
      <PaymentDetail payment={selected} ref={detail} />
    </SimpleGrid>
  );
}
