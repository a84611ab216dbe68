import type { Texts } from './texts.js';

/** Messages of exams, in all five languages. */
export const examMessages = {
  'msg.warn.exam.language.not.allowed': {
    pl: 'Twoja subskrypcja nie pozwala na zmianę języka egzaminu.',
    en: 'Your subscription does not allow changing the exam language.',
    de: 'Ihr Abonnement erlaubt keinen Wechsel der Prüfungssprache.',
    ru: 'Ваша подписка не позволяет менять язык экзамена.',
    ua: 'Ваша підписка не дозволяє змінювати мову іспиту.',
  },
  'msg.error.exam.load': {
    pl: 'Błąd podczas wczytywania danych!',
    en: 'Error while loading the data!',
    de: 'Fehler beim Laden der Daten!',
    ru: 'Ошибка при загрузке данных!',
    ua: 'Помилка під час завантаження даних!',
  },
  'msg.error.exam.no.access': {
    pl: 'Twój dostęp do egzaminów wygasł lub nie został jeszcze wykupiony.',
    en: 'Your access to exams has ended or has not been bought yet.',
    de: 'Ihr Zugang zu Prüfungen ist abgelaufen oder wurde noch nicht gekauft.',
    ru: 'Ваш доступ к экзаменам истёк или ещё не приобретён.',
    ua: 'Ваш доступ до іспитів закінчився або ще не придбаний.',
  },
  'msg.error.course.not.started': {
    pl: 'Twój kurs nie jest rozpoczęty. Odwiedź platformę kursu, aby go rozpocząć lub wznowić.',
    en: 'Your course has not started. Visit the course platform to start or resume it.',
    de: 'Ihr Kurs hat nicht begonnen. Besuchen Sie die Kursplattform, um ihn zu beginnen oder fortzusetzen.',
    ru: 'Ваш курс не начат. Перейдите на платформу курса, чтобы начать или продолжить его.',
    ua: 'Ваш курс не розпочато. Перейдіть на платформу курсу, щоб розпочати або відновити його.',
  },
  'msg.error.exam.questions.missing': {
    pl: 'Baza pytań dla tej kategorii jest niepełna. Spróbuj później.',
    en: 'The question bank for this category is incomplete. Try again later.',
    de: 'Der Fragenkatalog für diese Klasse ist unvollständig. Versuchen Sie es später.',
    ru: 'База вопросов для этой категории неполная. Попробуйте позже.',
    ua: 'База питань для цієї категорії неповна. Спробуйте пізніше.',
  },
  'msg.error.exam.no.hard.questions': {
    pl: 'Nie ma jeszcze pytań oznaczonych jako trudne.',
    en: 'You have not marked any hard questions yet.',
    de: 'Sie haben noch keine schweren Fragen markiert.',
    ru: 'Вы ещё не отметили ни одного трудного вопроса.',
    ua: 'Ви ще не позначили жодного складного питання.',
  },
  EXAM_FINISHED: {
    pl: 'Ten egzamin został już zakończony.',
    en: 'This exam has already ended.',
    de: 'Diese Prüfung ist bereits beendet.',
    ru: 'Этот экзамен уже завершён.',
    ua: 'Цей іспит уже завершено.',
  },
  WRONG_QUESTION: {
    pl: 'Odpowiedź dotyczy innego pytania niż bieżące. Nie można wracać do pytań ani ich pomijać.',
    en: 'The answer is for another question than the current one. Questions cannot be revisited or skipped.',
    de: 'Die Antwort gehört zu einer anderen als der aktuellen Frage. Fragen können nicht wiederholt oder übersprungen werden.',
    ru: 'Ответ относится не к текущему вопросу. Возвращаться к вопросам или пропускать их нельзя.',
    ua: 'Відповідь стосується не поточного питання. Повертатися до питань або пропускати їх не можна.',
  },
  QUESTION_TIME_OVER: {
    pl: 'Czas na odpowiedź minął. Pytanie zostało zaliczone jako bez odpowiedzi.',
    en: 'The time to answer ran out. The question counts as unanswered.',
    de: 'Die Antwortzeit ist abgelaufen. Die Frage gilt als unbeantwortet.',
    ru: 'Время на ответ истекло. Вопрос засчитан как без ответа.',
    ua: 'Час на відповідь минув. Питання зараховано як без відповіді.',
  },
} as const satisfies Record<string, Texts>;
