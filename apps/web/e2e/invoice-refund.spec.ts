import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { operator } from './support/school-account';

// Issue 24 on a phone (390x844, touch): a new learner buys 40 days with "Faktura" and a NIP through the
// Paynow simulator; the invoice PDF from the payment detail shows the seller's NIP and the VAT lines
// (its text checked, its first page rendered to PNG to be looked at); the operator refunds the payment
// with the `refund` command against this server, and the payment detail then shows the refund and
// the correction invoice KOR, whose PDF names the invoice it corrects with negative amounts.

const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/invoices';
// The Paynow return comes to the server's public address (http://localhost:PORT): the same origin.
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 8181}`;
const DEMO_SELLER_NIP = '1234563218';
const BUYER_NIP = '5260250995';

test.use({ baseURL: ORIGIN, viewport: PHONE, hasTouch: true, isMobile: true, acceptDownloads: true });

async function activationPath(request: APIRequestContext, to: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const link = ((await res.json()) as Array<{ links: string[] }>).flatMap((m) => m.links).find((l) => l.includes('/action/ACTIVATE_ACCOUNT/'));
      path = link ? new URL(link).pathname : '';
      return path;
    })
    .toContain('/action/ACTIVATE_ACCOUNT/');
  return path;
}

/** A learner of its own (the refund takes the days back: the demo learner's other journeys stay untouched). */
async function registerLearner(request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const learner = { email: `faktura.${id}@example.com`, password: `Haslo-${id}` };
  const created = await request.put('/api/eprawko-rest/student/create', {
    data: { user: { email: learner.email, password: learner.password, phoneNumber: null }, student: { firstName: 'Jan', lastName: 'Kowalski', category: 'B' }, repeatPassword: learner.password, accepted: true },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const token = (await activationPath(request, learner.email)).split('/').pop() ?? '';
  expect((await request.post(`/api/eprawko-rest/activate/${token}`, { data: {} })).status()).toBe(200);
  return learner;
}

/** The PDF's text (spaces folded) and its first page as a PNG in SHOTS. */
async function readPdf(download: Download, png: string): Promise<string> {
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    const shot = await parser.getScreenshot({ scale: 1.5, partial: [1] });
    const page = shot.pages[0];
    expect(page?.data.length ?? 0).toBeGreaterThan(10_000);
    writeFileSync(`${SHOTS}/${png}`, page?.data ?? new Uint8Array());
    return text;
  } finally {
    await parser.destroy();
  }
}

async function logInAsNewLearner(page: Page, request: APIRequestContext): Promise<void> {
  const learner = await registerLearner(request);
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: ORIGIN }]);
  await page.goto('/');
  await page.getByTestId('header-login').tap();
  await page.getByTestId('login-username').fill(learner.email);
  await page.getByTestId('login-password').fill(learner.password);
  await page.getByTestId('login-submit').tap();
  await expect(page).toHaveURL(/\/profile$/);
}

async function openPaymentDetail(page: Page): Promise<{ id: string }> {
  await page.goto('/payments');
  const row = page.getByTestId(/^payment-row-/).first();
  await expect(row.getByTestId('payment-status')).toHaveAttribute('data-status', 'FINISHED');
  const id = ((await row.getAttribute('data-testid')) ?? '').replace('payment-row-', '');
  await row.tap();
  await expect(page.getByTestId('payment-detail')).toHaveAttribute('data-payment', id);
  return { id };
}

test('an invoice bought on a phone shows the seller NIP and VAT; refunded by the operator, the payment detail gives the correction invoice', async ({ page, request }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await logInAsNewLearner(page, request);

  // "I want an invoice" with a NIP, paid at the Paynow simulator.
  await page.goto('/subscription');
  const card = page.getByTestId(/^subscription-card-/).filter({ hasText: '40 dni' }).filter({ hasText: '19 zł' });
  await card.getByRole('button', { name: 'Kup' }).tap();
  await page.getByLabel('Faktura').check();
  await page.getByTestId('purchase-nip').fill('526-025-09-95');
  await page.getByTestId('purchase-invoice-name').fill('Jan Kowalski Usługi Szkoleniowe');
  await page.getByTestId('purchase-invoice-address').fill('ul. Prosta 1, 00-001 Warszawa');
  await page.getByTestId('purchase-submit').tap();
  await expect(page).toHaveURL(/\/api\/dev\/paynow\/pay\//);
  await page.getByTestId('paynow-pay').tap();
  await expect(page).toHaveURL(/\/action\/PAYMENT_STUDENT_SUCCESS/);

  // The invoice from the payment detail: the seller's NIP, the buyer's, net, VAT 23 % and gross.
  const { id } = await openPaymentDetail(page);
  const detail = page.getByTestId('payment-detail');
  await expect(detail.getByTestId('payment-detail-correction')).toHaveCount(0);
  const [invoiceFile] = await Promise.all([page.waitForEvent('download'), detail.getByTestId('payment-detail-download').tap()]);
  expect(invoiceFile.suggestedFilename()).toBe(`faktura_${id}.pdf`);
  const invoice = await readPdf(invoiceFile, 'invoice-page1.png');
  const invoiceNumber = /Faktura nr (FV\/\d{4}\/\d{6})/.exec(invoice)?.[1] ?? '';
  expect(invoiceNumber).not.toBe('');
  expect(invoice).toContain(`NIP: ${DEMO_SELLER_NIP}`);
  expect(invoice).toContain(`NIP: ${BUYER_NIP}`);
  expect(invoice).toContain('Stawka VAT');
  expect(invoice).toContain('Kwota VAT');
  // 19,00 gross at 23 %: VAT 3,55, net 15,45, on the line and in the totals.
  expect(invoice).toMatch(/15,45 23% 3,55 19,00/);
  expect(invoice).toContain('Razem 15,45 3,55 19,00');
  expect(invoice).toContain('Słownie: dziewiętnaście złotych 00/100');

  // The operator refunds it with the command, against this server.
  const said = await operator('refund', id);
  expect(said).toMatch(/Wystawiono korektę KOR\/\d{4}\/\d{6}/);
  const korNumber = /(KOR\/\d{4}\/\d{6})/.exec(said)?.[1] ?? '';

  // The payment detail: the refund and the correction invoice.
  await openPaymentDetail(page);
  await expect(detail.getByTestId('payment-detail-refund')).toContainText('19 zł');
  const correction = detail.getByTestId('payment-detail-correction');
  await expect(correction).toHaveText(`Pobierz fakturę korygującą ${korNumber}`);
  await correction.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payment-detail-refund-390.png`, fullPage: true });
  // Nothing cut off: the button's text fits inside it on a 390 px screen.
  const box = await correction.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  const [korFile] = await Promise.all([page.waitForEvent('download'), correction.tap()]);
  expect(korFile.suggestedFilename()).toBe(`korekta_${id}.pdf`);
  const kor = await readPdf(korFile, 'correction-page1.png');
  expect(kor).toContain(`Faktura korygująca nr ${korNumber}`);
  expect(kor).toContain(`Dotyczy faktury nr ${invoiceNumber}`);
  expect(kor).toContain(`NIP: ${DEMO_SELLER_NIP}`);
  expect(kor).toContain('Przyczyna korekty: Zwrot całości zapłaty');
  expect(kor).toContain('Razem korekta -15,45 -3,55 -19,00');
  expect(kor).toContain('Do zwrotu: 19,00 PLN');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/payment-detail-refund-1280.png`, fullPage: true });
});

test('a receipt refunded in part by the operator gives a refund confirmation KPAR, not a correction invoice', async ({ page, request }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await logInAsNewLearner(page, request);
  await page.goto('/subscription');
  const card = page.getByTestId(/^subscription-card-/).filter({ hasText: '40 dni' }).filter({ hasText: '19 zł' });
  await card.getByRole('button', { name: 'Kup' }).tap();
  await page.getByLabel('Paragon').check();
  await page.getByTestId('purchase-submit').tap();
  await expect(page).toHaveURL(/\/api\/dev\/paynow\/pay\//);
  await page.getByTestId('paynow-pay').tap();
  await expect(page).toHaveURL(/\/action\/PAYMENT_STUDENT_SUCCESS/);
  const { id } = await openPaymentDetail(page);

  const said = await operator('refund', id, '--amount', '950');
  const number = /(KPAR\/\d{4}\/\d{6})/.exec(said)?.[1] ?? '';
  expect(number).not.toBe('');
  await openPaymentDetail(page);
  const detail = page.getByTestId('payment-detail');
  await expect(detail.getByTestId('payment-detail-refund')).toContainText('9,50 zł');
  const button = detail.getByTestId('payment-detail-correction');
  await expect(button).toHaveText(`Pobierz potwierdzenie zwrotu ${number}`);
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payment-detail-kpar-390.png`, fullPage: true });
  const [file] = await Promise.all([page.waitForEvent('download'), button.tap()]);
  expect(file.suggestedFilename()).toBe(`zwrot_${id}.pdf`);
  const text = await readPdf(file, 'kpar-page1.png');
  expect(text).toContain(`Korekta sprzedaży (zwrot do paragonu) nr ${number}`);
  expect(text).toContain('nie jest fakturą korygującą');
  expect(text).toContain('Przyczyna korekty: Częściowy zwrot zapłaty');
  expect(text).toContain('Do zwrotu: 9,50 PLN');
  expect(text).toContain('Słownie: dziewięć złotych 50/100');
});
