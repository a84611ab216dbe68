import { displayDate, type Language } from '@osk/contract';
import { languageOf } from '../../lib/language.js';

/** What the payment confirmation says. */
export interface PaymentMailInput {
  language: string | undefined;
  paymentId: number;
  providerPaymentId: string | null;
  /** The product bought, in words in the mail's language (`productName`), with the quantity. */
  product: string;
  amountGrosz: number;
  /** When the payment was confirmed (yyyy-MM-dd, Warsaw). */
  paidOn: string;
  confirmationType: string;
  firstName: string;
  lastName: string;
  email: string;
  nip: string | null;
  invoiceName: string | null;
  invoiceAddress: string | null;
  /** The new end of the access the payment extended (yyyy-MM-dd). */
  accessTill: string | null;
  /** A school's purchase: the days of learning added to its stock and the stock after. */
  schoolDays?: { added: number; total: number } | null;
}

interface MailTexts {
  subject: (id: number) => string;
  greeting: (name: string) => string;
  intro: string;
  receipt: string;
  invoice: string;
  product: string;
  amount: string;
  date: string;
  number: string;
  transaction: string;
  buyer: string;
  nip: string;
  address: string;
  access: (date: string) => string;
  schoolDays: (added: number, total: number) => string;
  signature: string;
}

const TEXTS: Record<Language, MailTexts> = {
  pl: {
    subject: (id) => `Potwierdzenie płatności nr ${id} – Prawko OSK`,
    greeting: (name) => `Dzień dobry ${name},`,
    intro: 'dziękujemy, Twoja płatność została przyjęta.',
    receipt: 'Paragon',
    invoice: 'Faktura',
    product: 'Usługa',
    amount: 'Kwota brutto',
    date: 'Data płatności',
    number: 'Numer płatności',
    transaction: 'Numer transakcji',
    buyer: 'Nabywca',
    nip: 'NIP',
    address: 'Adres',
    access: (date) => `Twój dostęp jest ważny do ${date}.`,
    schoolDays: (added, total) => `Do puli dni nauki szkoły dodano ${added} dni; pula wynosi teraz ${total} dni.`,
    signature: 'Zespół Prawko OSK',
  },
  en: {
    subject: (id) => `Payment confirmation no. ${id} – Prawko OSK`,
    greeting: (name) => `Hello ${name},`,
    intro: 'thank you, your payment has been received.',
    receipt: 'Receipt',
    invoice: 'Invoice',
    product: 'Service',
    amount: 'Gross amount',
    date: 'Payment date',
    number: 'Payment number',
    transaction: 'Transaction number',
    buyer: 'Buyer',
    nip: 'Tax number (NIP)',
    address: 'Address',
    access: (date) => `Your access is valid until ${date}.`,
    schoolDays: (added, total) => `${added} days were added to the school's pool of learning days; the pool is now ${total} days.`,
    signature: 'The Prawko OSK team',
  },
  de: {
    subject: (id) => `Zahlungsbestätigung Nr. ${id} – Prawko OSK`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: 'vielen Dank, Ihre Zahlung ist eingegangen.',
    receipt: 'Quittung',
    invoice: 'Rechnung',
    product: 'Leistung',
    amount: 'Bruttobetrag',
    date: 'Zahlungsdatum',
    number: 'Zahlungsnummer',
    transaction: 'Transaktionsnummer',
    buyer: 'Käufer',
    nip: 'Steuernummer (NIP)',
    address: 'Adresse',
    access: (date) => `Ihr Zugang ist gültig bis zum ${date}.`,
    schoolDays: (added, total) => `Dem Lerntage-Kontingent der Fahrschule wurden ${added} Tage gutgeschrieben; es beträgt jetzt ${total} Tage.`,
    signature: 'Ihr Prawko-OSK-Team',
  },
  ru: {
    subject: (id) => `Подтверждение платежа № ${id} – Prawko OSK`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'спасибо, ваш платёж получен.',
    receipt: 'Чек',
    invoice: 'Счёт-фактура',
    product: 'Услуга',
    amount: 'Сумма брутто',
    date: 'Дата платежа',
    number: 'Номер платежа',
    transaction: 'Номер транзакции',
    buyer: 'Покупатель',
    nip: 'NIP',
    address: 'Адрес',
    access: (date) => `Ваш доступ действует до ${date}.`,
    schoolDays: (added, total) => `В пул дней обучения автошколы добавлено дней: ${added}; теперь в пуле дней: ${total}.`,
    signature: 'Команда Prawko OSK',
  },
  ua: {
    subject: (id) => `Підтвердження платежу № ${id} – Prawko OSK`,
    greeting: (name) => `Добрий день, ${name}!`,
    intro: 'дякуємо, ваш платіж отримано.',
    receipt: 'Чек',
    invoice: 'Рахунок-фактура',
    product: 'Послуга',
    amount: 'Сума брутто',
    date: 'Дата платежу',
    number: 'Номер платежу',
    transaction: 'Номер транзакції',
    buyer: 'Покупець',
    nip: 'NIP',
    address: 'Адреса',
    access: (date) => `Ваш доступ діє до ${date}.`,
    schoolDays: (added, total) => `До пулу днів навчання автошколи додано днів: ${added}; тепер у пулі днів: ${total}.`,
    signature: 'Команда Prawko OSK',
  },
};

/** An amount in grosz as PLN with a decimal comma (19,00 PLN). */
export function formatPln(grosz: number): string {
  return `${(grosz / 100).toFixed(2).replace('.', ',')} PLN`;
}

/**
 * The confirmation mailed when a payment is finished: the payment's details and the receipt or
 * invoice data as text; the receipt or invoice itself travels as a PDF attachment.
 */
export function paymentConfirmationMail(input: PaymentMailInput): { subject: string; text: string } {
  const language = languageOf(input.language ?? '');
  const t = TEXTS[language];
  const invoice = input.confirmationType === 'INVOICE';
  const lines = [
    t.greeting(`${input.firstName} ${input.lastName}`.trim()),
    '',
    t.intro,
    '',
    `${invoice ? t.invoice : t.receipt}`,
    `${t.number}: ${input.paymentId}`,
    ...(input.providerPaymentId ? [`${t.transaction}: ${input.providerPaymentId}`] : []),
    `${t.date}: ${displayDate(input.paidOn)}`,
    `${t.product}: ${input.product}`,
    `${t.amount}: ${formatPln(input.amountGrosz)}`,
    ...(invoice
      ? [`${t.buyer}: ${input.invoiceName ?? ''}`, `${t.nip}: ${input.nip ?? ''}`, `${t.address}: ${input.invoiceAddress ?? ''}`]
      : [`${t.buyer}: ${`${input.firstName} ${input.lastName}`.trim()}${input.nip ? `, ${t.nip}: ${input.nip}` : ''}, ${input.email}`]),
    ...(input.accessTill ? ['', t.access(displayDate(input.accessTill))] : []),
    ...(input.schoolDays ? ['', t.schoolDays(input.schoolDays.added, input.schoolDays.total)] : []),
    '',
    t.signature,
  ];
  return { subject: t.subject(input.paymentId), text: lines.join('\n') };
}
