import type { Texts } from './texts.js';

/** Messages of learning by module, progress and hard questions, in all five languages. */
export const learningMessages = {
  'msg.error.learning.no.access': {
    pl: 'Twój dostęp do nauki wygasł lub nie został jeszcze wykupiony.',
    en: 'Your access to learning has ended or has not been bought yet.',
    de: 'Ihr Zugang zum Lernen ist abgelaufen oder wurde noch nicht gekauft.',
    ru: 'Ваш доступ к обучению истёк или ещё не приобретён.',
    ua: 'Ваш доступ до навчання закінчився або ще не придбаний.',
  },
  'msg.error.learning.question.not.found': {
    pl: 'Nie ma w bazie aktywnego pytania o tym numerze.',
    en: 'There is no active question with this number in the question bank.',
    de: 'Im Fragenkatalog gibt es keine aktive Frage mit dieser Nummer.',
    ru: 'В базе нет активного вопроса с таким номером.',
    ua: 'У базі немає активного питання з таким номером.',
  },
  'msg.validation.learning.module': {
    pl: 'Ten moduł nie należy do wybranej kategorii.',
    en: 'This module does not belong to the chosen category.',
    de: 'Dieses Modul gehört nicht zur gewählten Klasse.',
    ru: 'Этот модуль не относится к выбранной категории.',
    ua: 'Цей модуль не належить до вибраної категорії.',
  },
  'msg.validation.learning.category': {
    pl: 'Nieznana kategoria.',
    en: 'Unknown category.',
    de: 'Unbekannte Klasse.',
    ru: 'Неизвестная категория.',
    ua: 'Невідома категорія.',
  },
  'msg.validation.learning.position': {
    pl: 'Numer pytania musi być od 1 do liczby pytań modułu (najwyżej 2000).',
    en: 'The question number must be between 1 and the number of questions in the module (at most 2000).',
    de: 'Die Fragennummer muss zwischen 1 und der Anzahl der Fragen des Moduls liegen (höchstens 2000).',
    ru: 'Номер вопроса должен быть от 1 до числа вопросов модуля (не более 2000).',
    ua: 'Номер питання має бути від 1 до кількості питань модуля (не більше 2000).',
  },
  'msg.validation.learning.answer.type': {
    pl: 'Ta odpowiedź nie pasuje do rodzaju pytania (TAK/NIE albo A/B/C).',
    en: 'This answer does not fit the kind of question (YES/NO or A/B/C).',
    de: 'Diese Antwort passt nicht zur Art der Frage (JA/NEIN oder A/B/C).',
    ru: 'Этот ответ не подходит к типу вопроса (ДА/НЕТ или A/B/C).',
    ua: 'Ця відповідь не відповідає типу питання (ТАК/НІ або A/B/C).',
  },
  'msg.validation.learning.practice.mode': {
    pl: 'Nieznany rodzaj ćwiczeń (moje błędy, szybki quiz albo egzamin z moich błędów).',
    en: 'Unknown kind of practice (my mistakes, quick quiz or an exam of my mistakes).',
    de: 'Unbekannte Übungsart (meine Fehler, Schnellquiz oder Prüfung aus meinen Fehlern).',
    ru: 'Неизвестный вид тренировки (мои ошибки, быстрый тест или экзамен из моих ошибок).',
    ua: 'Невідомий вид тренування (мої помилки, швидкий тест або іспит з моїх помилок).',
  },
  'msg.validation.learning.practice.modules': {
    pl: 'Wybierz co najmniej jeden moduł tej kategorii.',
    en: 'Choose at least one module of this category.',
    de: 'Wählen Sie mindestens ein Modul dieser Klasse.',
    ru: 'Выберите хотя бы один модуль этой категории.',
    ua: 'Виберіть щонайменше один модуль цієї категорії.',
  },
  'msg.error.learning.practice.not.enough': {
    pl: 'Masz za mało błędów, by zbudować z nich egzamin według punktacji egzaminu państwowego.',
    en: 'You do not have enough mistakes to build an exam of them by the state exam\'s point split.',
    de: 'Sie haben zu wenige Fehler, um daraus eine Prüfung nach der Punkteverteilung der staatlichen Prüfung zu bilden.',
    ru: 'У вас слишком мало ошибок, чтобы составить из них экзамен по баллам государственного экзамена.',
    ua: 'У вас замало помилок, щоб скласти з них іспит за балами державного іспиту.',
  },
} as const satisfies Record<string, Texts>;
