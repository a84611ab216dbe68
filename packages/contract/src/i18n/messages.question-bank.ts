import type { Texts } from './texts.js';

/** Messages of the question bank browser (issue 23), in all five languages. */
export const questionBankMessages = {
  'msg.validation.bank.query.length': {
    pl: 'Wpisz od 2 do 100 znaków.',
    en: 'Enter 2 to 100 characters.',
    de: 'Geben Sie 2 bis 100 Zeichen ein.',
    ru: 'Введите от 2 до 100 символов.',
    ua: 'Введіть від 2 до 100 символів.',
  },
  'msg.validation.bank.query.words': {
    pl: 'Wpisz słowo z literami lub cyframi.',
    en: 'Enter a word with letters or digits.',
    de: 'Geben Sie ein Wort mit Buchstaben oder Ziffern ein.',
    ru: 'Введите слово из букв или цифр.',
    ua: 'Введіть слово з літер або цифр.',
  },
} as const satisfies Record<string, Texts>;
