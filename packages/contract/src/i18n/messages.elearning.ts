import type { Texts } from './texts.js';

/** Messages of e-learning courses, video lectures and protected media, in all five languages. */
export const elearningMessages = {
  'msg.error.lectures.no.access': {
    pl: 'Twój dostęp do e-wykładów wygasł lub nie został jeszcze wykupiony.',
    en: 'Your access to the e-lectures has ended or has not been bought yet.',
    de: 'Ihr Zugang zu den E-Vorlesungen ist abgelaufen oder wurde noch nicht gekauft.',
    ru: 'Ваш доступ к электронным лекциям истёк или ещё не приобретён.',
    ua: 'Ваш доступ до електронних лекцій закінчився або ще не придбаний.',
  },
  'msg.error.elearning.course.not.found': {
    pl: 'Nie znaleziono takiego kursu.',
    en: 'No such course was found.',
    de: 'Dieser Kurs wurde nicht gefunden.',
    ru: 'Такой курс не найден.',
    ua: 'Такий курс не знайдено.',
  },
  'msg.error.elearning.slide.not.found': {
    pl: 'W tym module nie ma slajdu o takim numerze.',
    en: 'This module has no slide with that number.',
    de: 'Dieses Modul hat keine Folie mit dieser Nummer.',
    ru: 'В этом модуле нет слайда с таким номером.',
    ua: 'У цьому модулі немає слайда з таким номером.',
  },
  'msg.validation.elearning.position': {
    pl: 'Ten slajd nie należy do wskazanego kursu, modułu lub tematu.',
    en: 'This slide does not belong to the given course, module or subject.',
    de: 'Diese Folie gehört nicht zum angegebenen Kurs, Modul oder Thema.',
    ru: 'Этот слайд не относится к указанному курсу, модулю или теме.',
    ua: 'Цей слайд не належить до вказаного курсу, модуля або теми.',
  },
  'msg.validation.lecture.not.found': {
    pl: 'Nie znaleziono takiego wykładu.',
    en: 'No such lecture was found.',
    de: 'Diese Vorlesung wurde nicht gefunden.',
    ru: 'Такая лекция не найдена.',
    ua: 'Таку лекцію не знайдено.',
  },
  'msg.validation.lecture.time': {
    pl: 'Czas oglądania musi mieścić się w długości filmu.',
    en: 'The viewing time must lie within the length of the film.',
    de: 'Die Wiedergabezeit muss innerhalb der Länge des Films liegen.',
    ru: 'Время просмотра должно быть в пределах длины фильма.',
    ua: 'Час перегляду має бути в межах тривалості фільму.',
  },
} as const satisfies Record<string, Texts>;
