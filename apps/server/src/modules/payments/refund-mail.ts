import type { Language } from '@osk/contract';
import { languageOf } from '../../lib/language.js';
import { formatPln } from './payments.mails.js';

/** What the refund mail says (issue 24): the refund, and the correction attached as a PDF. */
export interface RefundMailInput {
  language: string | undefined;
  paymentId: number;
  amountGrosz: number;
  /** KOR/yyyy/nnnnnn (a correction invoice) or KPAR/yyyy/nnnnnn (a receipt's refund record). */
  correctionNumber: string;
  invoice: boolean;
}

interface RefundTexts {
  subject: (id: number) => string;
  body: (amount: string, id: number) => string;
  correction: (number: string) => string;
  record: (number: string) => string;
  history: string;
  signature: string;
}

const TEXTS: Record<Language, RefundTexts> = {
  pl: {
    subject: (id) => `Zwrot płatności nr ${id} – Prawko OSK`,
    body: (amount, id) => `zwróciliśmy ${amount} z płatności nr ${id}; środki wracają tą samą drogą, którą zapłacono (Paynow).`,
    correction: (n) => `W załączniku faktura korygująca ${n}.`,
    record: (n) => `W załączniku potwierdzenie zwrotu ${n}.`,
    history: 'Dokument jest też do pobrania w historii płatności.',
    signature: 'Zespół Prawko OSK',
  },
  en: {
    subject: (id) => `Refund of payment ${id} – Prawko OSK`,
    body: (amount, id) => `we have refunded ${amount} of payment ${id}; the money goes back the way it was paid (Paynow).`,
    correction: (n) => `The correction invoice ${n} is attached.`,
    record: (n) => `The refund confirmation ${n} is attached.`,
    history: 'You can also download it from your payment history.',
    signature: 'The Prawko OSK team',
  },
  de: {
    subject: (id) => `Erstattung der Zahlung ${id} – Prawko OSK`,
    body: (amount, id) => `wir haben ${amount} der Zahlung ${id} erstattet; das Geld geht auf dem Zahlungsweg zurück (Paynow).`,
    correction: (n) => `Die Korrekturrechnung ${n} ist angehängt.`,
    record: (n) => `Die Erstattungsbestätigung ${n} ist angehängt.`,
    history: 'Sie finden sie auch in Ihrem Zahlungsverlauf.',
    signature: 'Ihr Prawko-OSK-Team',
  },
  ru: {
    subject: (id) => `Возврат платежа № ${id} – Prawko OSK`,
    body: (amount, id) => `мы вернули ${amount} по платежу № ${id}; деньги возвращаются тем же способом, которым была произведена оплата (Paynow).`,
    correction: (n) => `Корректировочный счёт-фактура ${n} во вложении.`,
    record: (n) => `Подтверждение возврата ${n} во вложении.`,
    history: 'Документ также можно скачать в истории платежей.',
    signature: 'Команда Prawko OSK',
  },
  ua: {
    subject: (id) => `Повернення платежу № ${id} – Prawko OSK`,
    body: (amount, id) => `ми повернули ${amount} за платежем № ${id}; кошти повертаються тим самим способом, яким було сплачено (Paynow).`,
    correction: (n) => `Коригувальний рахунок-фактура ${n} у вкладенні.`,
    record: (n) => `Підтвердження повернення ${n} у вкладенні.`,
    history: 'Документ також можна завантажити в історії платежів.',
    signature: 'Команда Prawko OSK',
  },
};

const GREETING: Record<Language, string> = { pl: 'Dzień dobry,', en: 'Hello,', de: 'Guten Tag,', ru: 'Здравствуйте,', ua: 'Добрий день,' };

/** The mail that carries a refund's correction to the payer, in the account's language. */
export function refundMail(input: RefundMailInput): { subject: string; text: string } {
  const language = languageOf(input.language ?? '');
  const t = TEXTS[language];
  const lines = [
    GREETING[language],
    '',
    t.body(formatPln(input.amountGrosz), input.paymentId),
    input.invoice ? t.correction(input.correctionNumber) : t.record(input.correctionNumber),
    t.history,
    '',
    t.signature,
  ];
  return { subject: t.subject(input.paymentId), text: lines.join('\n') };
}
