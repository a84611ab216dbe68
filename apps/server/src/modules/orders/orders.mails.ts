import { FREE_SHIPPING_BOOKS, type Language } from '@osk/contract';

/** What an order mail lists. */
export interface OrderMailData {
  orderId: number;
  schoolName: string;
  items: Array<{ name: string; number: number }>;
  totalBooks: number;
  deliveryFeeGrosz: number;
}

function money(grosz: number, language: Language): string {
  const amount = (grosz / 100).toFixed(2);
  return language === 'en' ? `PLN ${amount}` : `${amount.replace('.', ',')} zł`;
}

function lines(items: OrderMailData['items']): string {
  return items.map((item) => `- ${item.name}: ${item.number}`).join('\n');
}

interface Texts {
  subject: (id: number) => string;
  body: (d: OrderMailData, items: string, fee: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  pl: {
    subject: (id) => `Przyjęliśmy zamówienie nr ${id}`,
    body: (d, items, fee) =>
      `Dzień dobry,\n\nprzyjęliśmy zamówienie nr ${d.orderId} szkoły ${d.schoolName}:\n${items}\n\nRazem sztuk: ${d.totalBooks}\nKoszt dostawy: ${fee}${d.deliveryFeeGrosz > 0 ? ` (darmowa dostawa od ${FREE_SHIPPING_BOOKS} sztuk)` : ''}\n\nO wysyłce poinformujemy, a numer faktury pojawi się w zamówieniu w serwisie.\n\nZespół Prawko OSK`,
  },
  en: {
    subject: (id) => `We have received order no. ${id}`,
    body: (d, items, fee) =>
      `Hello,\n\nwe have received order no. ${d.orderId} of ${d.schoolName}:\n${items}\n\nTotal pieces: ${d.totalBooks}\nDelivery fee: ${fee}${d.deliveryFeeGrosz > 0 ? ` (free delivery from ${FREE_SHIPPING_BOOKS} pieces)` : ''}\n\nThe invoice number will appear in the order in the service once it has shipped.\n\nThe Prawko OSK team`,
  },
  de: {
    subject: (id) => `Wir haben die Bestellung Nr. ${id} erhalten`,
    body: (d, items, fee) =>
      `Guten Tag,\n\nwir haben die Bestellung Nr. ${d.orderId} von ${d.schoolName} erhalten:\n${items}\n\nStück insgesamt: ${d.totalBooks}\nLieferkosten: ${fee}${d.deliveryFeeGrosz > 0 ? ` (kostenlose Lieferung ab ${FREE_SHIPPING_BOOKS} Stück)` : ''}\n\nNach dem Versand erscheint die Rechnungsnummer bei der Bestellung im Portal.\n\nIhr Prawko-OSK-Team`,
  },
  ru: {
    subject: (id) => `Мы приняли заказ № ${id}`,
    body: (d, items, fee) =>
      `Здравствуйте!\n\nМы приняли заказ № ${d.orderId} автошколы ${d.schoolName}:\n${items}\n\nВсего штук: ${d.totalBooks}\nСтоимость доставки: ${fee}${d.deliveryFeeGrosz > 0 ? ` (бесплатная доставка от ${FREE_SHIPPING_BOOKS} штук)` : ''}\n\nПосле отправки номер счёта появится в заказе в сервисе.\n\nКоманда Prawko OSK`,
  },
  ua: {
    subject: (id) => `Ми прийняли замовлення № ${id}`,
    body: (d, items, fee) =>
      `Доброго дня!\n\nМи прийняли замовлення № ${d.orderId} автошколи ${d.schoolName}:\n${items}\n\nУсього штук: ${d.totalBooks}\nВартість доставки: ${fee}${d.deliveryFeeGrosz > 0 ? ` (безкоштовна доставка від ${FREE_SHIPPING_BOOKS} штук)` : ''}\n\nПісля відправлення номер рахунку з’явиться в замовленні в сервісі.\n\nКоманда Prawko OSK`,
  },
};

/** The confirmation of a placed order to the school, in its language. */
export function orderConfirmationMail(language: Language, data: OrderMailData): { subject: string; text: string } {
  const texts = TEXTS[language];
  return { subject: texts.subject(data.orderId), text: texts.body(data, lines(data.items), money(data.deliveryFeeGrosz, language)) };
}

/** The notice of a new order to the operator (Polish: the operator's language). */
export function operatorOrderMail(data: OrderMailData & { schoolId: number; schoolEmail: string }): { subject: string; text: string } {
  return {
    subject: `Nowe zamówienie nr ${data.orderId}: ${data.schoolName}`,
    text:
      `Nowe zamówienie nr ${data.orderId}\nSzkoła: ${data.schoolName} (id ${data.schoolId}, ${data.schoolEmail})\n\n${lines(data.items)}\n\n` +
      `Razem sztuk: ${data.totalBooks}\nKoszt dostawy: ${money(data.deliveryFeeGrosz, 'pl')}\n\n` +
      `Po wysyłce: npm run operator -- order-sent ${data.orderId} --invoice NUMER_FAKTURY\n`,
  };
}
