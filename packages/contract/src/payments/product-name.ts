import { z } from 'zod';
import type { Language } from '../common/constants.js';

/**
 * What a payment bought, as the subscription describes it: enough to name the product in words in
 * any language (`productName`). Learners' subscriptions have `accessType` null; the school offer has
 * LONG or SHORT and may come with a book and e-lectures.
 */
export const PaymentProduct = z.object({
  subscriptionType: z.enum(['TIMEBASED', 'LECTURES']),
  numberOfDays: z.int(),
  multiLanguage: z.boolean(),
  accessType: z.enum(['LONG', 'SHORT']).nullable(),
  withBook: z.boolean(),
  withLectures: z.boolean(),
});
export type PaymentProduct = z.infer<typeof PaymentProduct>;

interface ProductTexts {
  days: (n: number) => string;
  learning: string;
  lectures: string;
  allLanguages: string;
  polishOnly: string;
  long: string;
  short: string;
  withBook: string;
  withLectures: string;
  withBoth: string;
}

/** Slavic plural forms: one (1, 21 in ru/ua), few (2-4, 22-24...), many (the rest). */
function slavicPlural(n: number, one: string, few: string, many: string, oneOnlyForOne: boolean): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (oneOnlyForOne ? n === 1 : mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const TEXTS: Record<Language, ProductTexts> = {
  pl: {
    // Polish: 1 dzień, otherwise dni (2 dni, 5 dni, 22 dni).
    days: (n) => `${n} ${n === 1 ? 'dzień' : 'dni'}`,
    learning: 'Dostęp do nauki i egzaminów',
    lectures: 'Dostęp do e-wykładów',
    allLanguages: 'wszystkie języki',
    polishOnly: 'tylko język polski',
    long: 'Dostęp długi dla kursanta do nauki i egzaminów',
    short: 'Dostęp krótki dla kursanta do nauki i egzaminów',
    withBook: 'z podręcznikiem',
    withLectures: 'z e-wykładami',
    withBoth: 'z podręcznikiem i e-wykładami',
  },
  en: {
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    learning: 'Access to learning and exams',
    lectures: 'Access to e-lectures',
    allLanguages: 'all languages',
    polishOnly: 'Polish only',
    long: 'Long learner access to learning and exams',
    short: 'Short learner access to learning and exams',
    withBook: 'with a textbook',
    withLectures: 'with e-lectures',
    withBoth: 'with a textbook and e-lectures',
  },
  de: {
    days: (n) => `${n} ${n === 1 ? 'Tag' : 'Tage'}`,
    learning: 'Zugang zum Lernen und zu Prüfungen',
    lectures: 'Zugang zu E-Vorlesungen',
    allLanguages: 'alle Sprachen',
    polishOnly: 'nur Polnisch',
    long: 'Langer Fahrschülerzugang zum Lernen und zu Prüfungen',
    short: 'Kurzer Fahrschülerzugang zum Lernen und zu Prüfungen',
    withBook: 'mit Lehrbuch',
    withLectures: 'mit E-Vorlesungen',
    withBoth: 'mit Lehrbuch und E-Vorlesungen',
  },
  ru: {
    days: (n) => `${n} ${slavicPlural(n, 'день', 'дня', 'дней', false)}`,
    learning: 'Доступ к обучению и экзаменам',
    lectures: 'Доступ к электронным лекциям',
    allLanguages: 'все языки',
    polishOnly: 'только польский язык',
    long: 'Длительный доступ ученика к обучению и экзаменам',
    short: 'Краткий доступ ученика к обучению и экзаменам',
    withBook: 'с учебником',
    withLectures: 'с электронными лекциями',
    withBoth: 'с учебником и электронными лекциями',
  },
  ua: {
    days: (n) => `${n} ${slavicPlural(n, 'день', 'дні', 'днів', false)}`,
    learning: 'Доступ до навчання та іспитів',
    lectures: 'Доступ до електронних лекцій',
    allLanguages: 'усі мови',
    polishOnly: 'лише польська мова',
    long: 'Тривалий доступ учня до навчання та іспитів',
    short: 'Короткий доступ учня до навчання та іспитів',
    withBook: 'з підручником',
    withLectures: 'з електронними лекціями',
    withBoth: 'з підручником та електронними лекціями',
  },
};

/**
 * The product a customer bought, in words in their language (receipts, invoices, mails, the provider's
 * page and the payment history): "Dostęp do nauki i egzaminów, 120 dni, wszystkie języki",
 * "10 × Dostęp długi dla kursanta do nauki i egzaminów, 120 dni, z e-wykładami". A quantity above one
 * is put in front. Unknown languages read Polish.
 */
export function productName(product: PaymentProduct, language: string | null | undefined, quantity = 1): string {
  const t = TEXTS[(language && language in TEXTS ? language : 'pl') as Language];
  const parts: string[] = [];
  if (product.accessType !== null) {
    parts.push(product.accessType === 'SHORT' ? t.short : t.long, t.days(product.numberOfDays));
    if (product.withBook && product.withLectures) parts.push(t.withBoth);
    else if (product.withBook) parts.push(t.withBook);
    else if (product.withLectures) parts.push(t.withLectures);
  } else if (product.subscriptionType === 'LECTURES') {
    parts.push(t.lectures, t.days(product.numberOfDays));
  } else {
    parts.push(t.learning, t.days(product.numberOfDays), product.multiLanguage ? t.allLanguages : t.polishOnly);
  }
  const name = parts.join(', ');
  return quantity > 1 ? `${quantity} × ${name}` : name;
}
