import { displayDate, type Language } from '@osk/contract';

/** What happened to a lesson. */
export type LessonChange = 'created' | 'moved' | 'cancelled';

/** The lesson as a notice names it. */
export interface LessonNotice {
  lessonType: 'DRIVE' | 'LECTURE';
  lessonDate: string;
  startTime: string;
  endTime: string;
  schoolName: string;
  /** For a move: the former date and times. */
  previous?: { lessonDate: string; startTime: string; endTime: string } | null;
  /** Who, with what car and where (a created or moved lesson; issue 22). */
  details?: Pick<DayLesson, 'instructor' | 'learner' | 'group' | 'car' | 'meetingPlace'> | null;
}

interface Texts {
  type: Record<'DRIVE' | 'LECTURE', string>;
  subject: Record<LessonChange, (type: string, when: string) => string>;
  body: Record<LessonChange, (type: string, when: string, before: string) => string>;
  sms: Record<LessonChange, (type: string, when: string) => string>;
  greeting: string;
  footer: (school: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  pl: {
    type: { DRIVE: 'Jazda', LECTURE: 'Wykład' },
    subject: { created: (t, w) => `Nowa lekcja: ${t} ${w}`, moved: (t, w) => `Zmiana terminu lekcji: ${t} ${w}`, cancelled: (t, w) => `Odwołana lekcja: ${t} ${w}` },
    body: {
      created: (t, w) => `zaplanowano lekcję: ${t}, ${w}.`,
      moved: (t, w, b) => `lekcja ${t} została przeniesiona z ${b} na ${w}.`,
      cancelled: (t, w) => `lekcja ${t}, ${w}, została odwołana.`,
    },
    sms: { created: (t, w) => `Nowa lekcja: ${t} ${w}.`, moved: (t, w) => `Lekcja przeniesiona: ${t} ${w}.`, cancelled: (t, w) => `Lekcja odwołana: ${t} ${w}.` },
    greeting: 'Dzień dobry,',
    footer: (s) => `Pozdrawiamy,\n${s}`,
  },
  en: {
    type: { DRIVE: 'Driving lesson', LECTURE: 'Lecture' },
    subject: { created: (t, w) => `New lesson: ${t} ${w}`, moved: (t, w) => `Lesson moved: ${t} ${w}`, cancelled: (t, w) => `Lesson cancelled: ${t} ${w}` },
    body: {
      created: (t, w) => `a lesson has been planned: ${t}, ${w}.`,
      moved: (t, w, b) => `the lesson ${t} has been moved from ${b} to ${w}.`,
      cancelled: (t, w) => `the lesson ${t}, ${w}, has been cancelled.`,
    },
    sms: { created: (t, w) => `New lesson: ${t} ${w}.`, moved: (t, w) => `Lesson moved: ${t} ${w}.`, cancelled: (t, w) => `Lesson cancelled: ${t} ${w}.` },
    greeting: 'Hello,',
    footer: (s) => `Kind regards,\n${s}`,
  },
  de: {
    type: { DRIVE: 'Fahrstunde', LECTURE: 'Theoriestunde' },
    subject: { created: (t, w) => `Neue Stunde: ${t} ${w}`, moved: (t, w) => `Stunde verschoben: ${t} ${w}`, cancelled: (t, w) => `Stunde abgesagt: ${t} ${w}` },
    body: {
      created: (t, w) => `eine Stunde wurde geplant: ${t}, ${w}.`,
      moved: (t, w, b) => `die Stunde ${t} wurde von ${b} auf ${w} verschoben.`,
      cancelled: (t, w) => `die Stunde ${t}, ${w}, wurde abgesagt.`,
    },
    sms: { created: (t, w) => `Neue Stunde: ${t} ${w}.`, moved: (t, w) => `Stunde verschoben: ${t} ${w}.`, cancelled: (t, w) => `Stunde abgesagt: ${t} ${w}.` },
    greeting: 'Guten Tag,',
    footer: (s) => `Mit freundlichen Grüßen\n${s}`,
  },
  ru: {
    type: { DRIVE: 'Вождение', LECTURE: 'Лекция' },
    subject: { created: (t, w) => `Новое занятие: ${t} ${w}`, moved: (t, w) => `Занятие перенесено: ${t} ${w}`, cancelled: (t, w) => `Занятие отменено: ${t} ${w}` },
    body: {
      created: (t, w) => `запланировано занятие: ${t}, ${w}.`,
      moved: (t, w, b) => `занятие ${t} перенесено с ${b} на ${w}.`,
      cancelled: (t, w) => `занятие ${t}, ${w}, отменено.`,
    },
    sms: { created: (t, w) => `Новое занятие: ${t} ${w}.`, moved: (t, w) => `Занятие перенесено: ${t} ${w}.`, cancelled: (t, w) => `Занятие отменено: ${t} ${w}.` },
    greeting: 'Здравствуйте!',
    footer: (s) => `С уважением,\n${s}`,
  },
  ua: {
    type: { DRIVE: 'Водіння', LECTURE: 'Лекція' },
    subject: { created: (t, w) => `Нове заняття: ${t} ${w}`, moved: (t, w) => `Заняття перенесено: ${t} ${w}`, cancelled: (t, w) => `Заняття скасовано: ${t} ${w}` },
    body: {
      created: (t, w) => `заплановано заняття: ${t}, ${w}.`,
      moved: (t, w, b) => `заняття ${t} перенесено з ${b} на ${w}.`,
      cancelled: (t, w) => `заняття ${t}, ${w}, скасовано.`,
    },
    sms: { created: (t, w) => `Нове заняття: ${t} ${w}.`, moved: (t, w) => `Заняття перенесено: ${t} ${w}.`, cancelled: (t, w) => `Заняття скасовано: ${t} ${w}.` },
    greeting: 'Доброго дня!',
    footer: (s) => `З повагою,\n${s}`,
  },
};


/** dd.MM.yyyy HH:mm–HH:mm (Warsaw wall time). */
function when(date: string, start: string, end: string): string {
  return `${displayDate(date)} ${start}–${end}`;
}

/**
 * The mail about a lesson change; for a created or moved lesson with details, the lines the reminder
 * has (the instructor and its phone for a learner, the learner or group for the instructor, car, place).
 */
export function lessonMail(language: Language, change: LessonChange, n: LessonNotice, forInstructor = false): { subject: string; text: string } {
  const t = TEXTS[language];
  const type = t.type[n.lessonType];
  const w = when(n.lessonDate, n.startTime, n.endTime);
  const before = n.previous ? when(n.previous.lessonDate, n.previous.startTime, n.previous.endTime) : w;
  const lines = change !== 'cancelled' && n.details ? detailLines(language, n.details, forInstructor) : [];
  const details = lines.length ? `\n\n${lines.join('\n')}` : '';
  return { subject: t.subject[change](type, w), text: `${t.greeting}\n\n${t.body[change](type, w, before)}${details}\n\n${t.footer(n.schoolName)}` };
}

/** The SMS about a lesson change. */
export function lessonSms(language: Language, change: LessonChange, n: LessonNotice): string {
  const t = TEXTS[language];
  return `${n.schoolName}: ${t.sms[change](t.type[n.lessonType], when(n.lessonDate, n.startTime, n.endTime))}`;
}

// ---- the day-before messages (issue 22): an instructor's digest, a learner's reminder ----

/** One lesson as a day-before message lists it. */
export interface DayLesson {
  lessonType: 'DRIVE' | 'LECTURE';
  startTime: string;
  endTime: string;
  instructor: { firstName: string; lastName: string; phoneNumber: string | null } | null;
  /** The learner (a drive) or the group (a lecture), as the instructor's digest names them. */
  learner: { firstName: string; lastName: string; phoneNumber: string | null } | null;
  group: string | null;
  car: { manufacturer: string; model: string; registrationNumber: string } | null;
  meetingPlace: string | null;
}

interface DayTexts {
  digestSubject: (date: string, count: number) => string;
  digestIntro: (date: string) => string;
  reminderSubject: (date: string, start: string) => string;
  reminderIntro: (date: string) => string;
  instructor: string;
  learner: string;
  group: string;
  car: string;
  place: string;
  phone: string;
  smsTomorrow: string;
  smsInstructor: string;
  smsPlace: string;
}

const DAY_TEXTS: Record<Language, DayTexts> = {
  pl: {
    digestSubject: (d, n) => `Plan zajęć na jutro, ${d} (${n})`,
    digestIntro: (d) => `Twoje zajęcia jutro, ${d}:`,
    reminderSubject: (d, s) => `Przypomnienie: zajęcia jutro, ${d}, o ${s}`,
    reminderIntro: (d) => `przypominamy o Twoich zajęciach jutro, ${d}:`,
    instructor: 'Instruktor',
    learner: 'Kursant',
    group: 'Grupa',
    car: 'Samochód',
    place: 'Miejsce spotkania',
    phone: 'tel.',
    smsTomorrow: 'jutro',
    smsInstructor: 'instr.',
    smsPlace: 'miejsce',
  },
  en: {
    digestSubject: (d, n) => `Your lessons tomorrow, ${d} (${n})`,
    digestIntro: (d) => `your lessons tomorrow, ${d}:`,
    reminderSubject: (d, s) => `Reminder: lesson tomorrow, ${d}, at ${s}`,
    reminderIntro: (d) => `a reminder of your lessons tomorrow, ${d}:`,
    instructor: 'Instructor',
    learner: 'Learner',
    group: 'Group',
    car: 'Car',
    place: 'Meeting place',
    phone: 'phone',
    smsTomorrow: 'tomorrow',
    smsInstructor: 'instructor',
    smsPlace: 'meet at',
  },
  de: {
    digestSubject: (d, n) => `Ihre Stunden morgen, ${d} (${n})`,
    digestIntro: (d) => `Ihre Stunden morgen, ${d}:`,
    reminderSubject: (d, s) => `Erinnerung: Stunde morgen, ${d}, um ${s}`,
    reminderIntro: (d) => `wir erinnern Sie an Ihre Stunden morgen, ${d}:`,
    instructor: 'Fahrlehrer',
    learner: 'Fahrschüler',
    group: 'Gruppe',
    car: 'Fahrzeug',
    place: 'Treffpunkt',
    phone: 'Tel.',
    smsTomorrow: 'morgen',
    smsInstructor: 'Fahrlehrer',
    smsPlace: 'Treffpunkt',
  },
  ru: {
    digestSubject: (d, n) => `Ваши занятия завтра, ${d} (${n})`,
    digestIntro: (d) => `ваши занятия завтра, ${d}:`,
    reminderSubject: (d, s) => `Напоминание: занятие завтра, ${d}, в ${s}`,
    reminderIntro: (d) => `напоминаем о ваших занятиях завтра, ${d}:`,
    instructor: 'Инструктор',
    learner: 'Курсант',
    group: 'Группа',
    car: 'Автомобиль',
    place: 'Место встречи',
    phone: 'тел.',
    smsTomorrow: 'завтра',
    smsInstructor: 'инстр.',
    smsPlace: 'место',
  },
  ua: {
    digestSubject: (d, n) => `Ваші заняття завтра, ${d} (${n})`,
    digestIntro: (d) => `ваші заняття завтра, ${d}:`,
    reminderSubject: (d, s) => `Нагадування: заняття завтра, ${d}, о ${s}`,
    reminderIntro: (d) => `нагадуємо про ваші заняття завтра, ${d}:`,
    instructor: 'Інструктор',
    learner: 'Курсант',
    group: 'Група',
    car: 'Автомобіль',
    place: 'Місце зустрічі',
    phone: 'тел.',
    smsTomorrow: 'завтра',
    smsInstructor: 'інстр.',
    smsPlace: 'місце',
  },
};

function person(p: { firstName: string; lastName: string; phoneNumber: string | null }, phone: string): string {
  const name = `${p.firstName} ${p.lastName}`.trim();
  return p.phoneNumber ? `${name}, ${phone} ${p.phoneNumber}` : name;
}

function carOf(c: NonNullable<DayLesson['car']>): string {
  return `${c.manufacturer} ${c.model}, ${c.registrationNumber}`.trim();
}

/** One lesson's block: its time and type, then who (the learner or group for an instructor, the instructor for a learner), the car and the place. */
function lessonBlock(language: Language, l: DayLesson, forInstructor: boolean): string {
  const t = TEXTS[language];
  return [`${l.startTime}–${l.endTime} ${t.type[l.lessonType]}`, ...detailLines(language, l, forInstructor)].join('\n');
}

function detailLines(language: Language, l: Pick<DayLesson, 'instructor' | 'learner' | 'group' | 'car' | 'meetingPlace'>, forInstructor: boolean): string[] {
  const d = DAY_TEXTS[language];
  const lines: string[] = [];
  if (forInstructor) {
    if (l.learner) lines.push(`${d.learner}: ${person(l.learner, d.phone)}`);
    else if (l.group) lines.push(`${d.group}: ${l.group}`);
  } else if (l.instructor) {
    lines.push(`${d.instructor}: ${person(l.instructor, d.phone)}`);
  }
  if (l.car) lines.push(`${d.car}: ${carOf(l.car)}`);
  if (l.meetingPlace) lines.push(`${d.place}: ${l.meetingPlace}`);
  return lines;
}

/** An instructor's digest of the next day's lessons (in start order). */
export function digestMail(language: Language, schoolName: string, lessonDate: string, dayLessons: DayLesson[]): { subject: string; text: string } {
  const t = TEXTS[language];
  const d = DAY_TEXTS[language];
  const date = displayDate(lessonDate);
  const blocks = dayLessons.map((l) => lessonBlock(language, l, true)).join('\n\n');
  return { subject: d.digestSubject(date, dayLessons.length), text: `${t.greeting}\n\n${capitalise(d.digestIntro(date))}\n\n${blocks}\n\n${t.footer(schoolName)}` };
}

/** A learner's reminder of the next day's lessons (in start order). */
export function reminderMail(language: Language, schoolName: string, lessonDate: string, dayLessons: DayLesson[]): { subject: string; text: string } {
  const t = TEXTS[language];
  const d = DAY_TEXTS[language];
  const date = displayDate(lessonDate);
  const blocks = dayLessons.map((l) => lessonBlock(language, l, false)).join('\n\n');
  return { subject: d.reminderSubject(date, dayLessons[0]?.startTime ?? ''), text: `${t.greeting}\n\n${d.reminderIntro(date)}\n\n${blocks}\n\n${t.footer(schoolName)}` };
}

/** A learner's reminder by SMS: the school, then each lesson's time, type, instructor and phone, car and place. */
export function reminderSms(language: Language, schoolName: string, lessonDate: string, dayLessons: DayLesson[]): string {
  const t = TEXTS[language];
  const d = DAY_TEXTS[language];
  const parts = dayLessons.map((l) => {
    const bits = [`${l.startTime}-${l.endTime} ${t.type[l.lessonType].toLowerCase()}`];
    if (l.instructor) bits.push(`${d.smsInstructor} ${l.instructor.firstName} ${l.instructor.lastName}${l.instructor.phoneNumber ? ` ${d.phone} ${l.instructor.phoneNumber}` : ''}`);
    if (l.car) bits.push(`${l.car.manufacturer} ${l.car.model} ${l.car.registrationNumber}`);
    if (l.meetingPlace) bits.push(`${d.smsPlace}: ${l.meetingPlace}`);
    return bits.join(', ');
  });
  return `${schoolName}: ${d.smsTomorrow} ${displayDate(lessonDate)} ${parts.join('; ')}.`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
