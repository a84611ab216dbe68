import type { Texts } from './texts.js';

/** Messages of school orders, school purchases and the payment block, in all five languages. */
export const orderMessages = {
  'msg.error.order.quantity.invalid': {
    pl: 'Liczba sztuk musi być liczbą całkowitą od 0 do 10000.',
    en: 'The quantity must be a whole number from 0 to 10000.',
    de: 'Die Stückzahl muss eine ganze Zahl von 0 bis 10000 sein.',
    ru: 'Количество должно быть целым числом от 0 до 10000.',
    ua: 'Кількість має бути цілим числом від 0 до 10000.',
  },
  'msg.error.order.product.unknown': {
    pl: 'Tego produktu nie można zamówić.',
    en: 'This product cannot be ordered.',
    de: 'Dieses Produkt kann nicht bestellt werden.',
    ru: 'Этот товар нельзя заказать.',
    ua: 'Цей товар не можна замовити.',
  },
  'msg.error.order.product.repeated': {
    pl: 'Każdy produkt może wystąpić w zamówieniu tylko raz.',
    en: 'Each product may appear in an order only once.',
    de: 'Jedes Produkt darf in einer Bestellung nur einmal vorkommen.',
    ru: 'Каждый товар может встречаться в заказе только один раз.',
    ua: 'Кожен товар може бути в замовленні лише один раз.',
  },
  'msg.payments.quantity.invalid': {
    pl: 'Liczba dostępów musi być liczbą całkowitą od 1 do 500.',
    en: 'The number of accesses must be a whole number from 1 to 500.',
    de: 'Die Anzahl der Zugänge muss eine ganze Zahl von 1 bis 500 sein.',
    ru: 'Количество доступов должно быть целым числом от 1 до 500.',
    ua: 'Кількість доступів має бути цілим числом від 1 до 500.',
  },
  'msg.payments.school.books.needed': {
    pl: 'Cena z podręcznikiem dotyczy kursantów, którzy otrzymają podręcznik z magazynu szkoły, a w magazynie jest za mało podręczników.',
    en: 'The price with a book is for learners who get a book from the school’s stock, and there are not enough books in stock.',
    de: 'Der Preis mit Buch gilt für Fahrschüler, die ein Buch aus dem Lager der Fahrschule erhalten, und im Lager sind nicht genügend Bücher.',
    ru: 'Цена с учебником действует для курсантов, получающих учебник со склада автошколы, а учебников на складе недостаточно.',
    ua: 'Ціна з підручником діє для курсантів, які отримують підручник зі складу автошколи, а підручників на складі недостатньо.',
  },
  'msg.payments.school.nip.missing': {
    pl: 'Uzupełnij NIP szkoły w danych szkoły, aby kupować dostępy.',
    en: 'Add the school’s tax number (NIP) in the school details to buy access.',
    de: 'Ergänzen Sie die Steuernummer (NIP) in den Daten der Fahrschule, um Zugänge zu kaufen.',
    ru: 'Укажите ИНН (NIP) автошколы в её данных, чтобы покупать доступы.',
    ua: 'Вкажіть податковий номер (NIP) автошколи в її даних, щоб купувати доступи.',
  },
} as const satisfies Record<string, Texts>;
